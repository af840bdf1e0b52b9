// The footer's privacy-policy link, on every kind of page of the inquiry fixture
// (tests/fixtures/inquiry-site/), at 1280 x 800 (the home page in its full-page
// mode) and on a phone: Tab reaches it and it is in sight once focused, and End
// (the keyboard's way to the page's end) brings it into sight too.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutIds } from '../../src/components/Layout/layoutIds';
import { readFixtureManifest } from './helpers/fixture-site';
import { useSitePages } from './helpers/site-pages';
import { ko } from '../helpers/manifestText';
import { emptyTab, gotoSettled } from './helpers/page-settled';

const manifest = readFixtureManifest();
const privacy = manifest.footer.links?.find((link) => ko(link.label).includes('개인정보'));
if (!privacy) throw new Error("The inquiry fixture's footer is expected to link to the privacy policy.");
// More presses than the fixture's pages have things to focus: a link Tab never reaches fails, it does not loop.
const maxTabs = 150;

const run = useSitePages(manifest);

const privacyLink = (page: Page) => page.locator(`#${layoutIds.footer} a[href="${privacy.href}"]`);

/** The link is whole inside the window and nothing covers its middle. */
const inSight = (page: Page) =>
  privacyLink(page).evaluate((link) => {
    const rect = link.getBoundingClientRect();
    const inside =
      rect.top >= 0 && rect.left >= 0 && rect.bottom <= window.innerHeight && rect.right <= window.innerWidth;
    const onTop = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return inside && onTop !== null && link.contains(onTop);
  });

/** Opens `path` afresh in `page`, the tab every page of the describe opens in. */
async function open(page: Page, path: string) {
  await emptyTab(page);
  await gotoSettled(page, run.server.url + path);
  if (path === '/' && page.viewportSize()!.width >= 1280) await page.locator('[data-mode="full"]').waitFor();
}

async function tabUntilPrivacyLink(page: Page): Promise<number> {
  for (let presses = 1; presses <= maxTabs; presses++) {
    await page.keyboard.press('Tab');
    if (await privacyLink(page).evaluate((link) => link === document.activeElement)) return presses;
  }
  throw new Error(`Tab did not reach the privacy link in ${maxTabs} presses.`);
}

const viewports: [string, BrowserContextOptions][] = [
  ['at 1280 x 800', { viewport: { width: 1280, height: 800 } }],
  ['on a phone (390 x 844)', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
];

describe.each(viewports)('the privacy-policy link %s', (_, options) => {
  let page: Page;
  beforeAll(async () => {
    page = await (await run.browser.newContext(options)).newPage();
  });
  afterAll(() => page.context().close());

  it('is reached by Tab on every kind of page and is in sight once focused', async () => {
    for (const { name, path } of run.pages) {
      await open(page, path);
      await tabUntilPrivacyLink(page);
      await expect.poll(() => inSight(page), { message: name }).toBe(true);
    }
  });

  it('comes into sight with End on every kind of page', async () => {
    for (const { name, path } of run.pages) {
      await open(page, path);
      await page.keyboard.press('End');
      await expect.poll(() => inSight(page), { message: name }).toBe(true);
    }
  });
});
