import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { Language, NoticePost, Route, SiteManifest } from '../manifest/site.gen';
import { routePosts } from '../manifest/pages/noticePosts';
import type { Localized } from './localize';
import { plainText } from '../manifest/language/localText';
import { languageOfPath } from '../manifest/language/languagePaths';
import { siteLanguages } from '../manifest/language/siteLanguages';
import { App } from './App';
import type { SectionsShown } from './SectionsShown';
import { nodeRenderer } from './renderNode';
import { layoutProps, notFoundProps } from './resolve/layoutProps';
import { siteInLanguage } from './resolve/siteInLanguage';
import { findSitePage, pageInLanguages, routePages, type SitePage } from '../manifest/pages/sitePages';
import { headTags, type PageMeta } from '../document/headTags';
import { notFoundTitle } from '../document/notFoundTitle';
import { staticStyles } from '../document/staticStyles';
import { NotFound } from '../components/NotFound/NotFound';
import { IslandsOnPage } from '../islands/defineIsland';
import { scriptJson } from '../document/scriptJson';
import { webFontFromVisit } from '../document/webFontScript';
import { hashTargetScript } from '../document/hashTargetScript';
import { themeScriptId } from '../islands/islandMarkup';
import { loaderScript } from '../islands/loaderScript';
import { keepSectionScript } from '../components/LanguageSwitch/keepSectionScript';
import type { IslandName } from '../islands/islandNames';
import { InquiryReceipt } from '../components/InquiryReceipt/InquiryReceipt';
import type { InquiryPrefill } from '../components/InquiryForm/InquiryPrefill';

export interface PageAssets {
  /** Public URL of the script that hydrates a page's islands. */
  script: string;
  /** The modules that script imports (React and the like), preloaded with it. */
  scriptImports?: string[];
  /** Each island's own modules, preloaded on the pages that have it. */
  islandModules?: Partial<Record<IslandName, string[]>>;
  /** Extra CSS to inline (the @font-face rules). */
  css: string;
  /** The extra CSS of the pages in a language, by its code, where it differs from `css` (a smaller font subset). */
  cssByLanguage?: Record<string, string>;
}

export interface RenderPageOptions {
  /** Values and errors for the inquiry form in `inquiry.section`, when the server renders a failed post again. */
  inquiry?: InquiryPrefill;
  /** False for a page shown to a browser that posted a form itself, i.e. runs no scripts. Defaults to true. */
  scripts?: boolean;
  /**
   * The editor's preview only: every text and picture carries its place in
   * site.json (`data-edit-place`, see src/render/markPlaces.ts), so a click on
   * it opens its field. The build never sets it.
   */
  editPlaces?: boolean;
}

/** Every module a page with these islands loads, so the browser fetches them at once instead of one import after another. */
function pageModules(assets: PageAssets, islands: ReadonlySet<IslandName>): string[] {
  const modules = [
    ...(assets.scriptImports ?? []),
    ...[...islands].flatMap((name) => assets.islandModules?.[name] ?? []),
  ];
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
function renderDocument(
  manifest: SiteManifest,
  meta: PageMeta,
  assets: PageAssets,
  app: ReactElement,
  scripts: boolean,
  sheet: ServerStyleSheet,
): string {
  const islands = new Set<IslandName>();
  const body = renderToString(
    sheet.collectStyles(<IslandsOnPage.Provider value={islands}>{app}</IslandsOnPage.Provider>),
  );
  const styles = staticStyles(sheet.getStyleTags());
  // A page whose parts all stay still loads no script at all.
  const hydrate = scripts && islands.size > 0;
  // Without scripts the `js` class stays off too, so the page shows its no-script fallbacks.
  // A page with category tabs also needs the hash on <html> before its body is parsed (hashTargetScript.ts).
  const hashTarget = islands.has('categoryTabs') ? hashTargetScript : '';
  const jsClass = hydrate
    ? `<script>document.documentElement.classList.add('js');${webFontFromVisit}${hashTarget}</script>`
    : '';
  // The language switch's links keep the section being read; a page answering a no-script post has no script at all.
  const languageScript = scripts && meta.alternates.length > 1 ? `\n    <script>${keepSectionScript}</script>` : '';
  const islandScripts = hydrate
    ? `\n    <script type="application/json" id="${themeScriptId}">${scriptJson(manifest.theme)}</script>` +
      `\n    <script>${loaderScript(assets.script, pageModules(assets, islands))}</script>`
    : '';
  const css = assets.cssByLanguage?.[meta.language.code] ?? assets.css;
  return `<!doctype html>
<html lang="${meta.language.code}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${jsClass}
    ${headTags(manifest, meta)}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <style>${css}${styles}</style>
  </head>
  <body>
    ${body}${languageScript}${islandScripts}
  </body>
</html>
`;
}

/**
 * The documents of pages of one route in one language (its own page and its
 * category tabs' or notice posts' own pages, see sitePages.ts). They share one
 * style sheet: they use the same rules, since each holds every tab, in full or
 * as a link. The tabs a page holds as links, and a board's list and posts, are
 * rendered once for their styles only, so every page has their rules whether
 * it is rendered with the others or alone.
 */
function renderRoutePages(
  manifest: SiteManifest,
  route: Route,
  pages: readonly SitePage[],
  assets: PageAssets,
  options: RenderPageOptions,
): string[] {
  const language = pages[0]!.language;
  const site = siteInLanguage(manifest, language.code, { editPlaces: options.editPlaces ?? false });
  const local = site.manifest.routes[manifest.routes.indexOf(route)]!;
  const path = site.href(route.path);
  const app = (shown: SectionsShown, alternates: ReturnType<typeof pageInLanguages>) => {
    const pageSite = { ...site, path, shown, ...(options.inquiry ? { prefill: options.inquiry } : {}) };
    const section = shown.own === undefined ? {} : { section: shown.own };
    const layout = layoutProps(site, {
      path,
      overHero: local.page.type === 'fullPageScroller',
      alternates,
      ...section,
    });
    return (
      <App theme={manifest.theme} layout={layout}>
        {nodeRenderer(pageSite)(local.page)}
      </App>
    );
  };
  return withSheet((sheet) => {
    const collectStyles = (shown: SectionsShown) =>
      renderToString(
        sheet.collectStyles(<IslandsOnPage.Provider value={new Set()}>{app(shown, [])}</IslandsOnPage.Provider>),
      );
    if (local.page.type === 'categoryPage' && local.page.sections.length > 1) collectStyles({ every: true });
    // A board's list and each of its posts draw different parts: every page of the route gets the rules of all of them.
    const posts = routePosts<{ slug: string }>(local);
    if (posts.length > 0) [{}, ...posts.map(({ slug }) => ({ post: slug }))].forEach(collectStyles);
    return pages.map((page) => {
      const section =
        page.section && local.page.type === 'categoryPage'
          ? local.page.sections.find(({ id }) => id === page.section!.id)
          : undefined;
      const title = plainText(local.title);
      const alternates = pageInLanguages(page, manifest);
      const post = page.post && routePosts<Localized<NoticePost>>(local).find(({ slug }) => slug === page.post!.slug);
      const meta = {
        title: section
          ? `${plainText(section.label)} | ${title}`
          : post
            ? `${plainText(post.title)} | ${title}`
            : title,
        description: plainText(post ? (post.summary ?? post.body[0]!) : local.description),
        path: page.path,
        language,
        alternates,
      };
      return renderDocument(
        manifest,
        meta,
        assets,
        app({ own: page.section?.id, post: page.post?.slug }, alternates),
        options.scripts ?? true,
        sheet,
      );
    });
  });
}

/** The prerendered HTML document of one page of the manifest in its language (`/en/introduce`): a route, a category tab's or a notice post's own page (see sitePages.ts). */
export function renderPage(
  manifest: SiteManifest,
  path: string,
  assets: PageAssets,
  options: RenderPageOptions = {},
): string {
  const page = findSitePage(manifest, path);
  if (!page) throw new Error(`The manifest has no page '${path}'.`);
  return renderRoutePages(manifest, page.route, [page], assets, options)[0]!;
}

/** Every page the site has in every language (sitePages.ts) by its path, each route's pages in a language rendered together. */
export function renderSitePages(manifest: SiteManifest, assets: PageAssets): Map<string, string> {
  const documents = new Map<string, string>();
  for (const language of siteLanguages(manifest)) {
    for (const route of manifest.routes) {
      const pages = routePages(route, language, manifest);
      const html = renderRoutePages(manifest, route, pages, assets, {});
      pages.forEach((page, index) => documents.set(page.path, html[index]!));
    }
  }
  return documents;
}

/** The page served for unknown paths, in `language` (a code; the site's default when unset). */
export function renderNotFoundPage(
  manifest: SiteManifest,
  assets: PageAssets,
  options: Pick<RenderPageOptions, 'scripts' | 'editPlaces'> & { language?: string } = {},
): string {
  const site = siteInLanguage(manifest, options.language ?? siteLanguages(manifest)[0]!.code, {
    editPlaces: options.editPlaces ?? false,
  });
  const { labels } = site.manifest;
  const title = notFoundTitle(plainText(site.manifest.site.name), plainText(labels.notFoundTitle));
  const layout = layoutProps(site, { path: site.href('/404'), overHero: false, alternates: [] });
  const app = (
    <App theme={manifest.theme} layout={layout}>
      <NotFound {...notFoundProps(site)} />
    </App>
  );
  const meta = {
    title,
    description: plainText(labels.notFoundMessage),
    path: null,
    language: site.language,
    alternates: [],
  };
  return withSheet((sheet) => renderDocument(manifest, meta, assets, app, options.scripts ?? true, sheet));
}

// Only a path on this site: `//host` and `/\\host` would lead a visitor elsewhere.
const sitePath = (back: string) => (/^\/(?![/\\])/.test(back) ? back : '/');

/**
 * The receipt a visitor without JavaScript gets once the server has stored
 * the inquiry: the site's header and footer around the number, in the
 * language of the page it was sent from, not indexed, without scripts (the
 * visitor's browser runs none).
 */
export function renderInquiryReceiptPage(
  manifest: SiteManifest,
  receipt: { id: number; back: string },
  assets: PageAssets,
): string {
  const back = sitePath(receipt.back);
  const language: Language = languageOfPath(back, siteLanguages(manifest)).language;
  const site = siteInLanguage(manifest, language.code);
  const text = site.manifest.inquiryForm.receipt;
  const pageTitle = `${plainText(text.title)} | ${plainText(site.manifest.site.name)}`;
  const layout = layoutProps(site, { path: back, overHero: false, alternates: [] });
  const app = (
    <App theme={manifest.theme} layout={layout}>
      <InquiryReceipt id={receipt.id} back={back} receipt={text} />
    </App>
  );
  const description = text.body[0] ? plainText(text.body[0]) : plainText(text.title);
  return withSheet((sheet) =>
    renderDocument(
      manifest,
      { title: pageTitle, description, path: null, language, alternates: [] },
      assets,
      app,
      false,
      sheet,
    ),
  );
}
