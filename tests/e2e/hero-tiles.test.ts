// Home pages of other shapes: a hero of 1 to 6 tiles in even rows of equal tiles at every width, and a home
// page that is a hero over other sections, stacked, with no banner and one main heading.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { useBuiltSite } from './helpers/built-site';
import { renderedVariants } from './helpers/rendered-variants';
import { withHeroTiles, withStackedHome } from '../fixtures/site-shapes/shapeVariants';

const WIDTHS = [390, 768, 1280, 1920];

const built = useBuiltSite();
let variants: Awaited<ReturnType<typeof renderedVariants>>;
let context: BrowserContext;

beforeAll(async () => {
  variants = await renderedVariants(inject('richDist'));
  context = await built.browser.newContext({ viewport: { width: 1280, height: 800 } });
});
afterAll(() => context.close());

it.each([1, 2, 3, 4, 5, 6])('lays %i tiles out in even rows of equal tiles at every width', async (count) => {
  const page = await context.newPage();
  await variants.open(page, built.server.url, withStackedHome(withHeroTiles(variants.manifest, count)), '/en');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const tiles = await page.evaluate(() =>
      [...document.querySelectorAll('main ul[role="list"] > li > a[href*="/tile-"]')].map((tile) => {
        const { top, left, right, width } = tile.getBoundingClientRect();
        return { top: Math.round(top), left, right, width };
      }),
    );
    const where = `${count} tiles at ${width} px`;
    expect(tiles, where).toHaveLength(count);
    for (const tile of tiles) {
      expect(Math.abs(tile.width - tiles[0]!.width), `${where}: equal widths`).toBeLessThanOrEqual(1);
      expect(tile.left, `${where}: inside the page`).toBeGreaterThanOrEqual(0);
      expect(tile.right, `${where}: inside the page`).toBeLessThanOrEqual(width);
    }
    const rows = [...new Set(tiles.map((tile) => tile.top))].map(
      (top) => tiles.filter((tile) => tile.top === top).length,
    );
    // One tile alone on a row only when every row holds one (a phone), never under a fuller row.
    if (Math.max(...rows) > 1) expect(rows, `${where}: no tile alone on its row`).not.toContain(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
  }
  await page.close();
});

it('shows a home page of a hero and other sections, without a banner, with one main heading: the site name', async () => {
  const manifest = withStackedHome(variants.manifest);
  const page = await context.newPage();
  await variants.open(page, built.server.url, manifest, '/');
  const headings = await page.locator('h1').allTextContents();
  const name = manifest.site.name;
  expect(headings).toEqual([typeof name === 'string' ? name : name.ko]);
  const home = manifest.routes.find((route) => route.path === '/')!;
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll('main section[id]')].map((section) => section.id),
  );
  expect(ids).toEqual(home.page.sections.map((section) => section.id));
  await page.close();
});
