import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { projectRoot } from '../../../scripts/build/paths';

/** site.json as the tests see it: already validated by the build that produced the site under test. */
export function readManifest(file = join(projectRoot, 'site.json')): SiteManifest {
  return JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
}

export interface PageVisit {
  url: string;
  /** The route whose page the URL shows. */
  path: string;
}

/** Every route, plus every menu sub-item's `page#section` link, each once. */
export function pagesToVisit(manifest: SiteManifest): PageVisit[] {
  const routes = manifest.routes.map((route) => ({ url: route.path, path: route.path }));
  const sections = manifest.menu.flatMap((group) =>
    group.subItems.map((item) => {
      const path = item.href ?? group.href;
      return { url: `${path}#${item.hash}`, path };
    }),
  );
  const byUrl = new Map([...routes, ...sections].map((visit) => [visit.url, visit]));
  return [...byUrl.values()];
}

export function routeTitle(manifest: SiteManifest, path: string): string {
  const route = manifest.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`site.json has no route ${path}`);
  return route.title;
}

/** A category section after the first: its own page, `route/section`, titled `label | the route's title`. */
export interface SectionPageExpectation {
  url: string;
  title: string;
  route: string;
  section: string;
}

export function sectionPagesOf(manifest: SiteManifest): SectionPageExpectation[] {
  return manifest.routes.flatMap((route) =>
    route.page.type === 'categoryPage'
      ? route.page.sections.slice(1).map((section) => ({
          url: `${route.path === '/' ? '' : route.path}/${section.id}`,
          title: `${section.label} | ${route.title}`,
          route: route.path,
          section: section.id,
        }))
      : [],
  );
}

/** Every address the sitemap lists: the routes, then the sections' own pages. */
export function sitemapPaths(manifest: SiteManifest): string[] {
  return [...manifest.routes.map((route) => route.path), ...sectionPagesOf(manifest).map((page) => page.url)];
}
