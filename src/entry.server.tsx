import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { SiteManifest } from './manifest/site.gen';
import { App, SiteShell } from './render/App';
import { SectionsShown } from './render/SectionsShown';
import { findSitePage } from './render/sitePages';
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

/**
 * The document around `app`. `styleOf`, when given, is rendered only for its
 * styles: the sections a category page fetches later need their rules in the
 * page, whose HTML holds only links to them.
 */
function renderDocument(manifest: SiteManifest, meta: PageMeta, assets: PageAssets, app: ReactElement, scripts: boolean, styleOf?: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    const islands = new Set<IslandName>();
    const body = renderToString(sheet.collectStyles(<IslandsOnPage.Provider value={islands}>{app}</IslandsOnPage.Provider>));
    if (styleOf) renderToString(sheet.collectStyles(<IslandsOnPage.Provider value={new Set()}>{styleOf}</IslandsOnPage.Provider>));
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
  } finally {
    sheet.seal();
  }
}

/** The prerendered HTML document of one page of the manifest: a route, or a category section's own page (see sitePages.ts). */
export function renderPage(manifest: SiteManifest, path: string, assets: PageAssets, options: RenderPageOptions = {}): string {
  const page = findSitePage(manifest, path);
  if (!page) throw new Error(`The manifest has no page '${path}'.`);
  const { route, section } = page;
  const app = (shown: SectionsShown) => (
    <SectionsShown.Provider value={shown}>
      <StaticRouter location={route.path}>
        <App manifest={manifest} inquiry={options.inquiry} />
      </StaticRouter>
    </SectionsShown.Provider>
  );
  const meta = { title: section ? `${section.label} | ${route.title}` : route.title, description: route.description, path };
  const fetchesSections = route.page.type === 'categoryPage' && route.page.sections.length > 1;
  return renderDocument(manifest, meta, assets, app({ own: section?.id }), options.scripts ?? true, fetchesSections ? app({ every: true }) : undefined);
}

/** The page served for unknown paths. */
export function renderNotFoundPage(manifest: SiteManifest, assets: PageAssets, options: Pick<RenderPageOptions, 'scripts'> = {}): string {
  const title = notFoundTitle(manifest.site.name, manifest.labels.notFoundTitle);
  const app = (
    <StaticRouter location="/404">
      <App manifest={manifest} />
    </StaticRouter>
  );
  return renderDocument(manifest, { title, description: manifest.labels.notFoundMessage, path: null }, assets, app, options.scripts ?? true);
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
  return renderDocument(manifest, { title: pageTitle, description: body[0] ?? title, path: null }, assets, app, false);
}
