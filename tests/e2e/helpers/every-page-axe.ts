import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { sitePages } from '../../../src/manifest/pages/sitePages';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { axeViolations } from './axe';
import { gotoSettled } from './page-settled';
import { watchedPage } from './reused-tab';
import type { SiteUnderTest } from './site-json-checks';

/**
 * A stacked page lays out its sections below the first only as they near the screen (content-visibility: auto); axe
 * would take the colours behind the text of a section not laid out from whatever is there (the footer), and report
 * contrast the visitor never sees. Set through the CSSOM, which the pages' Content-Security-Policy allows.
 */
const layOutEverySection = (page: Page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('main *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  });

/** axe on every page of the site in `language` (a notice board's posts included), on a phone and on a laptop. */
export function defineEveryPageAxeChecks(manifest: SiteManifest, site: SiteUnderTest, language: string): void {
  it.each([390, 1280])('every page, notices’ posts included, has no axe violations at %i px', async (width) => {
    const { page, problems, close } = await watchedPage(site.browser, { width, height: 800 }, site.server.url);
    try {
      for (const { path } of sitePages(manifest).filter((entry) => entry.language.code === language)) {
        await gotoSettled(page, site.server.url + path);
        await layOutEverySection(page);
        expect(await axeViolations(page), path).toEqual([]);
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
}
