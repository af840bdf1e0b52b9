// The cards, people, table, call-to-action and image-and-text sections (tests/fixtures/rich-site/) in Chromium:
// drawn without JavaScript, axe-clean on a phone and a laptop, a wide table scrolling in its own box on a phone,
// the picture beside its text or above it. Screenshots of each in Korean and English are left to be looked at.
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { islandAttribute } from '../../src/islands/islandMarkup';
import { en, ko } from '../helpers/manifestText';
import { sectionOfType } from '../helpers/sectionOfType';
import { axeViolations } from './helpers/axe';
import { useBuiltSite } from './helpers/built-site';
import { pageSettled } from './helpers/page-settled';
import { readRichManifest } from './helpers/rich-site';
import { watchedPage, type WatchedPage } from './helpers/reused-tab';
import { screenshotPath } from './helpers/screenshots';

const manifest = readRichManifest();
const built = useBuiltSite();
const TYPES = ['cards', 'people', 'table', 'callToAction', 'imageText'] as const;
const cards = sectionOfType(manifest, 'cards');
const table = sectionOfType(manifest, 'table');
const imageText = sectionOfType(manifest, 'imageText');

let opened: WatchedPage | undefined;
/** Ends the open page, finding that nothing went wrong on it. */
async function closeOpened() {
  expect(opened?.problems ?? []).toEqual([]);
  await opened?.close();
  opened = undefined;
}
afterEach(closeOpened);

/** Opens `path` in the file's reused tab, or without JavaScript in a context of its own, ending the page open before. */
async function open(path: string, { javaScriptEnabled = true, width = 1280 } = {}) {
  await closeOpened();
  const options = javaScriptEnabled ? {} : { javaScriptEnabled };
  opened = await watchedPage(built.browser, { width, height: 800 }, built.server.url, options);
  await opened.page.goto(`${built.server.url}${path}`);
  return opened.page;
}

const sectionIn = (page: Page, id: string): Locator => page.locator(`section[id="${id}"]`);
const box = async (locator: Locator) => (await locator.boundingBox())!;

describe('the new building blocks', () => {
  it.each([390, 1280])(
    'are drawn without JavaScript at %i px, in Korean and English, with no island',
    async (width) => {
      for (const [prefix, inLanguage, code] of [
        ['', ko, 'ko'],
        ['/en', en, 'en'],
      ] as const) {
        for (const type of TYPES) {
          const { section, path } = sectionOfType(manifest, type);
          const current = await open(`${prefix}${path}`, { javaScriptEnabled: false, width });
          const drawn = sectionIn(current, section.id);
          // A stacked page's sections skip rendering until they come near the screen (content-visibility: auto):
          // the title is seen once it is drawn.
          await drawn.scrollIntoViewIfNeeded();
          const heading = drawn.getByRole('heading', { level: 2 });
          await expect.poll(() => heading.innerText()).toBe(inLanguage(section.title));
          await expect(drawn.locator(`[${islandAttribute}], script`).count()).resolves.toBe(0);
          await drawn.screenshot({ path: screenshotPath(`blocks-${type}-${code}-${width}`), animations: 'disabled' });
        }
      }
    },
  );

  it.each([390, 1280])('have no axe violations at %i px', async (width) => {
    for (const type of TYPES) {
      const { section, path } = sectionOfType(manifest, type);
      const current = await open(path, { width });
      await pageSettled(current);
      expect(await axeViolations(current, { include: `[id="${section.id}"]` }), type).toEqual([]);
    }
  });

  it('scroll a wide table in its own named, focusable box on a 390 px phone, not the page', async () => {
    const current = await open(table.path, { javaScriptEnabled: false, width: 390 });
    const region = current.getByRole('region', { name: ko(table.section.caption) });
    const sizes = await region.evaluate((element) => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      scrolls: element.scrollWidth > element.clientWidth,
    }));
    expect(sizes).toEqual({ page: 390, viewport: 390, scrolls: true });
    // The box is reached with Tab and scrolled with the arrow keys.
    await region.focus();
    await expect(region.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await current.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  it('open a linked card’s address from a click anywhere on the card, without JavaScript', async () => {
    const current = await open(cards.path, { javaScriptEnabled: false });
    const linked = cards.section.cards.find((card) => card.href?.startsWith('/'))!;
    const card = sectionIn(current, cards.section.id)
      .getByRole('listitem')
      .filter({ hasText: ko(linked.title) });
    // Near the card's bottom left corner, on its text, away from the title: the link's box covers the card.
    const { height } = await box(card);
    await card.click({ position: { x: 12, y: height - 12 } });
    await current.waitForURL(`${built.server.url}${linked.href}`);
  });

  it('put the picture on its side at 1280 px and above the words at 390 px', async () => {
    expect(imageText.section.imageSide).toBe('right');
    for (const [width, placed] of [
      [1280, (image: { x: number }, heading: { x: number }) => image.x > heading.x],
      [390, (image: { y: number; height: number }, heading: { y: number }) => image.y + image.height <= heading.y],
    ] as const) {
      const current = await open(imageText.path, { javaScriptEnabled: false, width });
      const drawn = sectionIn(current, imageText.section.id);
      const image = await box(drawn.getByRole('img'));
      const heading = await box(drawn.getByRole('heading', { level: 2 }));
      expect(placed(image, heading), `${width} px`).toBe(true);
    }
  });
});
