import { scriptJson } from '../../../document/scriptJson';
import type { PageAssets, RenderPageOptions } from '../../../render/prerender';
import type { SiteManifest } from '../../../manifest/site.gen';
import type { Renderer } from '../../../siteServer/release/Release';
import { findSitePage } from '../../../manifest/pages/sitePages';
import { frameConfigId, type FrameConfig } from '../../shared/frameConfig';

/** Draws a page of a draft for the preview frame, with the site's own renderer and styles. */
export type DrawPage = (manifest: SiteManifest, path: string, config: FrameConfig) => string;

// Every text and picture carries its place in the draft (data-edit-place), so a click in the
// preview can open its field; a built page never does.
const previewOptions: RenderPageOptions = { scripts: true, editPlaces: true };

/**
 * The page with the frame's settings and its script. The site's loader starts the script only on
 * pages with islands, after the first paint; the frame needs it on every page, at once.
 */
function withFrameScript(html: string, config: FrameConfig, script: string): string {
  const tags = `<script type="application/json" id="${frameConfigId}">${scriptJson(config)}</script><script type="module" src="${script}"></script>`;
  return html.replace('</head>', `${tags}</head>`);
}

/**
 * Pages with the preview frame's script (`assets.script`) instead of the site's, with
 * the whole Pretendard fonts the editor serves; an unknown path draws the 404 page.
 */
export async function createPageDrawer(loading: Promise<Renderer>, assets: PageAssets): Promise<DrawPage> {
  const renderer = await loading;
  return (manifest, path, config) => {
    const html = findSitePage(manifest, path)
      ? renderer.renderPage(manifest, path, assets, previewOptions)
      : renderer.renderNotFoundPage(manifest, assets, previewOptions);
    return withFrameScript(html, config, assets.script);
  };
}
