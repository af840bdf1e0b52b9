import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { readRelease } from '../../../src/siteServer/release/Release';
import { currentLinkName, releasesDirOf } from '../../../src/siteServer/release/releaseLayout';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { gotoSettled } from './page-settled';

/**
 * Pages of variants of a built site's manifest (another menu, other tiles),
 * rendered by the prerenderer that build bundled, with its assets: one build
 * serves many variants, each page opened at an address of the served site so
 * that its scripts, styles and fonts load from there.
 */
export async function renderedVariants(dist: string) {
  const release = await readRelease(join(releasesDirOf(dist), currentLinkName));
  return {
    manifest: release.manifest,
    /** Opens `path` of the variant `manifest` in `page`, served at `origin` + path. */
    async open(page: Page, origin: string, manifest: SiteManifest, path: string): Promise<void> {
      const html = release.renderer.renderPage(manifest, path, release.assets);
      const url = `${origin}${path}`;
      await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
      await gotoSettled(page, url);
      await page.unroute(url);
    },
  };
}
