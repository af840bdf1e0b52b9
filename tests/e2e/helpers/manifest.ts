import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../../src/siteBuild/paths';
import { pathInLanguage } from '../../../src/manifest/language/languagePaths';
import { siteLanguages } from '../../../src/manifest/language/siteLanguages';
import { sectionPagePath, sitePages } from '../../../src/manifest/pages/sitePages';
import { textOf } from '../../helpers/manifestText';
import { menuSubItems } from '../../../src/manifest/menu/menuSubItems';
import type { LabManifest } from '../../helpers/labManifest';

/** site.json as the tests see it: already validated by the build that produced the site under test. */
export function readManifest(file = join(projectRoot, 'site.json')): LabManifest {
  return JSON.parse(readFileSync(file, 'utf8')) as LabManifest;
}

export interface PageVisit {
  url: string;
  /** The route whose page the URL shows. */
  path: string;
}

/** A manifest path's address on the pages of `language` (a code): `/introduce` → `/en/introduce`. */
export function addressIn(manifest: LabManifest, path: string, language = 'ko'): string {
  return pathInLanguage(path, { code: language }, siteLanguages(manifest));
}

/** Every route, plus every menu sub-item's `page#section` link, each once, in `language`. */
export function pagesToVisit(manifest: LabManifest, language = 'ko'): PageVisit[] {
  const routes = manifest.routes.map((route) => ({ url: addressIn(manifest, route.path, language), path: route.path }));
  const sections = manifest.menu.flatMap((group) =>
    menuSubItems(group, manifest.routes).map((item) => {
      const path = item.href ?? group.href;
      return { url: addressIn(manifest, `${path}#${item.hash}`, language), path };
    }),
  );
  const byUrl = new Map([...routes, ...sections].map((visit) => [visit.url, visit]));
  return [...byUrl.values()];
}

export function routeTitle(manifest: LabManifest, path: string, language = 'ko'): string {
  const route = manifest.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`site.json has no route ${path}`);
  return textOf(route.title, language);
}

/** A category section after the first: its own page, `route/section`, titled `label | the route's title`. */
export interface SectionPageExpectation {
  url: string;
  title: string;
  route: string;
  section: string;
}

export function sectionPagesOf(manifest: LabManifest, language = 'ko'): SectionPageExpectation[] {
  return manifest.routes.flatMap((route) =>
    route.page.type === 'categoryPage'
      ? route.page.sections.slice(1).map((section) => ({
          url: addressIn(manifest, sectionPagePath(route.path, section.id), language),
          title: `${textOf(section.label, language)} | ${textOf(route.title, language)}`,
          route: addressIn(manifest, route.path, language),
          section: section.id,
        }))
      : [],
  );
}

/** Every address the sitemap lists: every page of every language. */
export function sitemapPaths(manifest: LabManifest): string[] {
  return sitePages(manifest).map((page) => page.path);
}
