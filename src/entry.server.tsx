import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { Route, SiteManifest } from './manifest/site.gen';
import { App, SiteShell } from './render/App';
import { SectionsShown } from './render/SectionsShown';
import { findSitePage, routePages, type SitePage } from './manifest/pages/sitePages';
import { headTags, type PageMeta } from './document/headTags';
import { notFoundTitle } from './document/notFoundTitle';
import { staticStyles } from './document/staticStyles';
import { Layout } from './components/Layout/Layout';
import { IslandsOnPage } from './islands/defineIsland';
import { scriptJson } from './document/scriptJson';
import { webFontFromVisit } from './document/webFontScript';
import { themeScriptId } from './islands/islandMarkup';
import { loaderScript } from './islands/loaderScript';
import type { IslandName } from './islands/islandNames';
import { InquiryReceipt } from './components/InquiryReceipt/InquiryReceipt';
import type { InquiryPrefill } from './components/InquiryForm/InquiryPrefill';

export interface PageAssets {
  /** Public URL of the script that hydrates a page's islands. */
  script: string;
  /** The modules that script imports (React and the like), preloaded with it. */
  scriptImports?: string[];
  /** Each island's own modules, preloaded on the pages that have it. */
  islandModules?: Partial<Record<IslandName, string[]>>;
  /** Extra CSS to inline (the @font-face rules). */
  css: string;
}

export interface RenderPageOptions {
  /** Values and errors for the inquiry form in `inquiry.section`, when the server renders a failed post again. */
  inquiry?: InquiryPrefill;
  /** False for a page shown to a browser that posted a form itself, i.e. runs no scripts. Defaults to true. */
  scripts?: boolean;
}

/** Every module a page with these islands loads, so the browser fetches them at once instead of one import after another. */
function pageModules(assets: PageAssets, islands: ReadonlySet<IslandName>): string[] {
  const modules = [...(assets.scriptImports ?? []), ...[...islands].flatMap((name) => assets.islandModules?.[name] ?? [])];
  return [...new Set(modules)];
}

/** `render` with a style sheet of its own, sealed afterwards. */
function withSheet<T>(render: (sheet: ServerStyleSheet) => T): T {
  const sheet = new ServerStyleSheet();
  try {
    return render(sheet);
  } finally {
    sheet.seal();
  }
}

/** The document around `app`, with every style rule `sheet` holds once `app` is rendered into it. */
function renderDocument(manifest: SiteManifest, meta: PageMeta, assets: PageAssets, app: ReactElement, scripts: boolean, sheet: ServerStyleSheet): string {
  const islands = new Set<IslandName>();
  const body = renderToString(sheet.collectStyles(<IslandsOnPage.Provider value={islands}>{app}</IslandsOnPage.Provider>));
  const styles = staticStyles(sheet.getStyleTags());
  // A page whose parts all stay still loads no script at all.
  const hydrate = scripts && islands.size > 0;
  // Without scripts the `js` class stays off too, so the page shows its no-script fallbacks.
  const jsClass = hydrate ? `<script>document.documentElement.classList.add('js');${webFontFromVisit}</script>` : '';
  const islandScripts = hydrate
    ? `\n    <script type="application/json" id="${themeScriptId}">${scriptJson(manifest.theme)}</script>` +
      `\n    <script>${loaderScript(assets.script, pageModules(assets, islands))}</script>`
    : '';
  return `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${jsClass}
    ${headTags(manifest, meta)}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <style>${assets.css}${styles}</style>
  </head>
  <body>
    ${body}${islandScripts}
  </body>
</html>
`;
}

/**
 * The documents of pages of one route (its own page and its category tabs' own
 * pages, see sitePages.ts). They share one style sheet: they use the same rules,
 * since each holds every tab, in full or as a link. The tabs a page holds as
 * links are rendered once, for their styles only, so every page has their rules.
 */
function renderRoutePages(manifest: SiteManifest, route: Route, pages: readonly SitePage[], assets: PageAssets, options: RenderPageOptions): string[] {
  const app = (shown: SectionsShown) => (
    <SectionsShown.Provider value={shown}>
      <StaticRouter location={route.path}>
        <App manifest={manifest} inquiry={options.inquiry} />
      </StaticRouter>
    </SectionsShown.Provider>
  );
  return withSheet((sheet) => {
    if (route.page.type === 'categoryPage' && route.page.sections.length > 1) {
      renderToString(sheet.collectStyles(<IslandsOnPage.Provider value={new Set()}>{app({ every: true })}</IslandsOnPage.Provider>));
    }
    return pages.map(({ path, section }) => {
      const meta = { title: section ? `${section.label} | ${route.title}` : route.title, description: route.description, path };
      return renderDocument(manifest, meta, assets, app({ own: section?.id }), options.scripts ?? true, sheet);
    });
  });
}

/** The prerendered HTML document of one page of the manifest: a route, or a category tab's own page (see sitePages.ts). */
export function renderPage(manifest: SiteManifest, path: string, assets: PageAssets, options: RenderPageOptions = {}): string {
  const page = findSitePage(manifest, path);
  if (!page) throw new Error(`The manifest has no page '${path}'.`);
  return renderRoutePages(manifest, page.route, [page], assets, options)[0]!;
}

/** Every page the site has (sitePages.ts) by its path, each route's pages rendered together. */
export function renderSitePages(manifest: SiteManifest, assets: PageAssets): Map<string, string> {
  const documents = new Map<string, string>();
  for (const route of manifest.routes) {
    const pages = routePages(route);
    const html = renderRoutePages(manifest, route, pages, assets, {});
    pages.forEach((page, index) => documents.set(page.path, html[index]!));
  }
  return documents;
}

/** The page served for unknown paths. */
export function renderNotFoundPage(manifest: SiteManifest, assets: PageAssets, options: Pick<RenderPageOptions, 'scripts'> = {}): string {
  const title = notFoundTitle(manifest.site.name, manifest.labels.notFoundTitle);
  const app = (
    <StaticRouter location="/404">
      <App manifest={manifest} />
    </StaticRouter>
  );
  return withSheet((sheet) => renderDocument(manifest, { title, description: manifest.labels.notFoundMessage, path: null }, assets, app, options.scripts ?? true, sheet));
}

// Only a path on this site: `//host` and `/\host` would lead a visitor elsewhere.
const sitePath = (back: string) => (/^\/(?![/\\])/.test(back) ? back : '/');

/**
 * The receipt a visitor without JavaScript gets once the server has stored
 * the inquiry: the site's header and footer around the number, not indexed,
 * without scripts (the visitor's browser runs none).
 */
export function renderInquiryReceiptPage(manifest: SiteManifest, receipt: { id: number; back: string }, assets: PageAssets): string {
  const { title, body } = manifest.inquiryForm.receipt;
  const pageTitle = `${title} | ${manifest.site.name}`;
  const back = sitePath(receipt.back);
  const app = (
    <StaticRouter location={back}>
      <SiteShell manifest={manifest}>
        <Layout page={null}>
          <InquiryReceipt id={receipt.id} back={back} />
        </Layout>
      </SiteShell>
    </StaticRouter>
  );
  return withSheet((sheet) => renderDocument(manifest, { title: pageTitle, description: body[0] ?? title, path: null }, assets, app, false, sheet));
}
