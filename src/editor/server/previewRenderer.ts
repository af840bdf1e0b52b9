import { loadRenderer } from '../../../scripts/build/load-renderer';
import type { SiteManifest } from '../../manifest/site.gen';
import { findSitePage } from '../../manifest/pages/sitePages';

/** Draws a page of a draft with the site's own renderer and styles. */
export type DrawPage = (manifest: SiteManifest, path: string) => string;

/**
 * Pages without the site's script (the preview is looked at, not used), with the
 * whole Pretendard fonts the editor serves; an unknown path draws the 404 page.
 * Every text and picture carries its place in the draft (`data-edit-place`),
 * so a click in the preview can open its field.
 */
export async function createPageDrawer(root: string, fontCss: string): Promise<DrawPage> {
  const renderer = await loadRenderer(root);
  const assets = { script: '', css: fontCss };
  return (manifest, path) => {
    if (findSitePage(manifest, path)) return renderer.renderPage(manifest, path, assets, { scripts: false, editPlaces: true });
    return renderer.renderNotFoundPage(manifest, assets, { scripts: false, editPlaces: true });
  };
}
