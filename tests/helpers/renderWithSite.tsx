import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { languageOfPath } from '../../src/manifest/language/languagePaths';
import { siteLanguages } from '../../src/manifest/language/siteLanguages';
import type { LocalNode, SiteNode } from '../../src/render/nodes';
import { localize } from '../../src/render/localize';
import { SiteShell } from '../../src/render/App';
import { Layout } from '../../src/components/Layout/Layout';
import { findSitePage, pageInLanguages } from '../../src/manifest/pages/sitePages';
import { layoutProps } from '../../src/render/resolve/layoutProps';
import { nodeRenderer } from '../../src/render/renderNode';
import { siteInLanguage } from '../../src/render/resolve/siteInLanguage';
import { createSiteTheme } from '../../src/theme/siteTheme';
import { richManifest } from '../fixtures/rich-site/make-manifest';
import { openPage } from './pageLocation';

// A path, not a URL: under jsdom, URL is jsdom's own and node:fs rejects it.
const siteJson = resolve(dirname(fileURLToPath(import.meta.url)), '../../site.json');

/**
 * The real site.json, read fresh for each call so a test may change its copy. Only for
 * tests that take their expectations from it: the others render the rich fixture.
 */
export function readSiteManifest(): SiteManifest {
  return JSON.parse(readFileSync(siteJson, 'utf8')) as SiteManifest;
}

export interface RenderWithSiteOptions {
  /** Defaults to the rich fixture (tests/fixtures/rich-site/). */
  manifest?: SiteManifest;
  /** The page's URL (the window's); its language prefix picks the language. Defaults to '/'. */
  path?: string;
}

/** Renders a component with the site's theme, on a page at `path` whose links within it the islands' navigation handles. */
export function renderWithSite(
  ui: ReactElement,
  { manifest = richManifest(), path = '/' }: RenderWithSiteOptions = {},
): RenderResult {
  openPage(path);
  return render(<ThemeProvider theme={createSiteTheme(manifest.theme)}>{ui}</ThemeProvider>);
}

/** Every node of the manifest resolved in one language, pages and their sections. */
function nodesOf(routes: readonly { page: LocalNode }[]): LocalNode[] {
  return routes.flatMap(({ page }) => [
    page,
    ...(page.type === 'fullPageScroller' || page.type === 'stackedPage' || page.type === 'categoryPage'
      ? page.sections
      : []),
  ]);
}

/**
 * The node with id `node` of the manifest (or the page node of the route it
 * names), or a node of the test's own, as a page draws it: resolved in the
 * language of `path`, its props from its resolver.
 */
export function siteNodeElement(
  node: string | SiteNode,
  { manifest = richManifest(), path = '/' }: RenderWithSiteOptions = {},
): ReactElement {
  const { language, path: routePath } = languageOfPath(path, siteLanguages(manifest));
  const site = siteInLanguage(manifest, language.code);
  const local =
    typeof node === 'string'
      ? (site.manifest.routes.find((candidate) => candidate.path === node)?.page ??
        nodesOf(site.manifest.routes).find((candidate) => 'id' in candidate && candidate.id === node))
      : localize(node, language.code, site.languages);
  if (!local) throw new Error(`The manifest has no node '${String(node)}'.`);
  const render = nodeRenderer({ ...site, path: site.href(routePath.replace(/#.*/, '')), shown: {} });
  return <SiteShell theme={manifest.theme}>{render(local)}</SiteShell>;
}

export function renderSiteNode(node: string | SiteNode, options: RenderWithSiteOptions = {}): RenderResult {
  openPage(options.path ?? '/');
  return render(siteNodeElement(node, options));
}

/** The header, footer and skip link of the page at `path` (any language), around no content. */
export function renderLayout(
  path: string,
  { manifest = richManifest() }: Pick<RenderWithSiteOptions, 'manifest'> = {},
): RenderResult {
  const page = findSitePage(manifest, path);
  if (!page) throw new Error(`The manifest has no page '${path}'.`);
  const site = siteInLanguage(manifest, page.language.code);
  const overHero = page.route.page.type === 'fullPageScroller';
  const layout = layoutProps(site, {
    path: site.href(page.route.path),
    overHero,
    alternates: pageInLanguages(page, manifest),
  });
  return renderWithSite(<Layout {...layout}>{null}</Layout>, { manifest, path });
}
