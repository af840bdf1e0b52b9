// The web font and the first paint (issue 8), on the rich fixture: a page
// paints with local faces sized like Pretendard, asks for Pretendard only after
// that paint, and the swap moves nothing; a later visit starts with the font.
import { describe, expect, it } from 'vitest';
import { siteFont } from '../../src/theme/siteFonts';
import { webFont } from '../../src/theme/webFont';
import { useBuiltSite } from './helpers/built-site';
import { readRichManifest } from './helpers/rich-site';
import {
  firstContentfulPaint,
  localFaces,
  openContext,
  swapShift,
  viewports,
  webFontLoaded,
} from './helpers/font-swap';

const site = useBuiltSite();
const paths = [...readRichManifest().routes.map((route) => route.path), '/no-such-page'];
const font = siteFont(readRichManifest().theme.font);

describe('the local faces that stand in for Pretendard', () => {
  it('exist on this machine (fonts-noto-cjk and fonts-liberation, which .ci/run installs)', async () => {
    const faces = await localFaces(site.browser, `${site.server.url}/`, font.fallback!);
    expect(faces).toHaveLength(6);
    expect(
      faces.filter((face) => face.endsWith('missing')),
      'Noto Sans CJK KR 또는 Liberation Sans(Arial)가 없습니다: apt-get install fonts-noto-cjk fonts-liberation',
    ).toEqual([]);
  });
});

describe('a first visit', () => {
  it('paints before it asks for the web font, then puts it on and remembers it', async () => {
    const context = await openContext(site.browser, viewports[0]!);
    const page = await context.newPage();
    await page.goto(`${site.server.url}${paths[0]}`);
    const paint = await firstContentfulPaint(page);
    await webFontLoaded(page, font.family!);
    // It goes on a batch of elements a frame, the page's class last.
    await page.waitForFunction(() => (window as unknown as { __webFontOn: number | null }).__webFontOn !== null);
    expect(await page.locator(`body [${webFont.batchAttribute}]`).count()).toBeGreaterThan(1);
    const timing = await page.evaluate(() => ({
      on: (window as unknown as { __webFontOn: number | null }).__webFontOn,
      requested: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.on).not.toBeNull();
    expect(timing.on!).toBeGreaterThanOrEqual(paint);
    expect(timing.requested).toHaveLength(1);
    expect(timing.requested[0]!).toBeGreaterThanOrEqual(paint);
    await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, webFont.storageKey);

    // The next page of the visit has the font from the cache: it goes on before anything is painted.
    await page.goto(`${site.server.url}${paths[1]}`);
    const nextPaint = await firstContentfulPaint(page);
    const on = await page.evaluate(() => (window as unknown as { __webFontOn: number | null }).__webFontOn);
    expect(on).not.toBeNull();
    expect(on!).toBeLessThan(nextPaint);
    await context.close();
  });

  it('draws with Pretendard from the start when scripts are off', async () => {
    const context = await site.browser.newContext({ viewport: viewports[0]!, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.url}${paths[0]}`);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    await context.close();
    expect(family.startsWith(font.family!)).toBe(true);
  });
});

describe('the swap from the local faces to Pretendard', () => {
  for (const viewport of viewports) {
    it(`shifts the ${viewport.name}'s first screen by no more than 0.005 on any page`, async () => {
      const shifts: Record<string, number> = {};
      for (const path of paths) {
        const swap = await swapShift(site.browser, `${site.server.url}${path}`, viewport, font.family!);
        expect(swap.asked).toBe(1);
        expect(swap.fontFamily).toMatch(new RegExp(`^${font.family!}`));
        shifts[path] = swap.shift;
      }
      expect(Object.entries(shifts).filter(([, value]) => value > 0.005)).toEqual([]);
    });
  }
});
