import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { SiteManifest } from './manifest/site.gen';
import { App } from './render/App';
import { headTags, type PageMeta } from './document/headTags';
import { notFoundTitle } from './document/notFoundTitle';

export interface PageAssets {
  /** Public URL of the client bundle. */
  script: string;
  /** Extra CSS to inline (the @font-face rules). */
  css: string;
  /** Font URLs to preload. */
  preload: string[];
}

function renderDocument(manifest: SiteManifest, location: string, meta: PageMeta, assets: PageAssets): string {
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(
      sheet.collectStyles(
        <StaticRouter location={location}>
          <App manifest={manifest} />
        </StaticRouter>,
      ),
    );
    const styles = sheet.getStyleTags();
    const preloads = assets.preload
      .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
      .join('\n    ');
    return `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <script>document.documentElement.classList.add('js')</script>
    ${headTags(manifest, meta)}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${preloads}
    <style>${assets.css}</style>
    ${styles}
    <script type="module" src="${assets.script}"></script>
  </head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>
`;
  } finally {
    sheet.seal();
  }
}

/** The prerendered HTML document of one route of the manifest. */
export function renderPage(manifest: SiteManifest, path: string, assets: PageAssets): string {
  const route = manifest.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`The manifest has no route '${path}'.`);
  return renderDocument(manifest, path, { title: route.title, description: route.description, path }, assets);
}

/** The page served for unknown paths. */
export function renderNotFoundPage(manifest: SiteManifest, assets: PageAssets): string {
  const title = notFoundTitle(manifest.site.name, manifest.labels.notFoundTitle);
  return renderDocument(manifest, '/404', { title, description: manifest.labels.notFoundMessage, path: null }, assets);
}
