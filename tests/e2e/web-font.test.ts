// The web font and the first paint (issue 8), on the rich fixture: a page
// paints with local faces sized like Pretendard, asks for Pretendard only after
// that paint, and the swap moves nothing; a later visit starts with the font.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteFont } from '../../src/theme/siteFonts';
import { webFont } from '../../src/theme/webFont';
import { useBuiltSite } from './helpers/built-site';
import { readRichManifest } from './helpers/rich-site';

const site = useBuiltSite();
const paths = [...readRichManifest().routes.map((route) => route.path), '/no-such-page'];
const font = siteFont(readRichManifest().theme.font);
const viewports = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
];

/**
 * Records, from the first script on, when the web font's class reaches <html>
 * (performance.now(), or null) and the layout shifts so far, as Lighthouse adds them.
 */
const recordFontAndShifts = `(() => {
  window.__webFontOn = null;
  window.__layoutShift = 0;
  new MutationObserver(() => {
    if (window.__webFontOn === null && document.documentElement.classList.contains(${JSON.stringify(webFont.className)})) window.__webFontOn = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['class'] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

async function openContext(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(recordFontAndShifts);
  return context;
}

const firstContentfulPaint = (page: Page) =>
  page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false)
    .then((handle) => handle.jsonValue() as Promise<number>);

const webFontLoaded = (page: Page) =>
  page.waitForFunction(
    (family) =>
      document.fonts.status === 'loaded' &&
      [...document.fonts].some((face) => face.family.replace(/'|"/g, '') === family && face.status === 'loaded'),
    font.family!,
  );

describe('the local faces that stand in for Pretendard', () => {
  it('exist on this machine (fonts-noto-cjk and fonts-liberation, which .ci/run installs)', async () => {
    const context = await openContext(site.browser, viewports[0]!);
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`);
    // A face whose local() names none of the machine's fonts fails to load.
    const faces = await page.evaluate(async (family) => {
      const ours = [...document.fonts].filter((face) => face.family.replace(/'|"/g, '') === family);
      return Promise.all(
        ours.map((face) =>
          face.load().then(
            () => `${face.weight} ${face.unicodeRange}: loaded`,
            () => `${face.weight} ${face.unicodeRange}: missing`,
          ),
        ),
      );
    }, font.fallback!);
    await context.close();
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
    await webFontLoaded(page);
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
        const context = await openContext(site.browser, viewport);
        const page = await context.newPage();
        // The font is held back until the page has painted with the local faces and asked for it.
        const held: Route[] = [];
        await page.route('**/*.woff2', (route) => void held.push(route));
        // Not until `load`: a font being fetched holds that back.
        await page.goto(`${site.server.url}${path}`, { waitUntil: 'domcontentloaded' });
        await firstContentfulPaint(page);
        await expect.poll(() => held.length).toBe(1);
        await held[0]!.continue();
        await page.waitForFunction((name) => document.documentElement.classList.contains(name), webFont.className);
        await webFontLoaded(page);
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
          new RegExp(`^${font.family!}`),
        );
        // Two frames, so the relayout after the swap is painted, then a task, so its shift has been reported.
        shifts[path] = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              requestAnimationFrame(() =>
                requestAnimationFrame(() =>
                  setTimeout(() => resolve((window as unknown as { __layoutShift: number }).__layoutShift)),
                ),
              );
            }),
        );
        await context.close();
      }
      expect(Object.entries(shifts).filter(([, value]) => value > 0.005)).toEqual([]);
    });
  }
});
