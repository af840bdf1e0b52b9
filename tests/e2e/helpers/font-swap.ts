import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { webFont } from '../../../src/theme/webFont';

export const viewports = [
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

export async function openContext(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(recordFontAndShifts);
  return context;
}

export const firstContentfulPaint = (page: Page) =>
  page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false)
    .then((handle) => handle.jsonValue() as Promise<number>);

/** Waits until every face of `family` the page asked for has arrived. */
export const webFontLoaded = (page: Page, family: string) =>
  page.waitForFunction(
    (name) =>
      document.fonts.status === 'loaded' &&
      [...document.fonts].some((face) => face.family.replace(/'|"/g, '') === name && face.status === 'loaded'),
    family,
  );

/** Each local face of `family` on the page, "loaded" or "missing" (its local() names none of the machine's fonts). */
export async function localFaces(browser: Browser, url: string, family: string): Promise<string[]> {
  const context = await openContext(browser, viewports[0]!);
  const page = await context.newPage();
  await page.goto(url);
  const faces = await page.evaluate(async (name) => {
    const ours = [...document.fonts].filter((face) => face.family.replace(/'|"/g, '') === name);
    return Promise.all(
      ours.map((face) =>
        face.load().then(
          () => `${face.weight} ${face.unicodeRange}: loaded`,
          () => `${face.weight} ${face.unicodeRange}: missing`,
        ),
      ),
    );
  }, family);
  await context.close();
  return faces;
}

/**
 * The layout shift of the page at `url` when its web font `family` replaces
 * the local faces: the font files are held back until the page has painted
 * with the local faces and asked for them. Also the files asked for then, and
 * the body's font-family after the swap.
 */
export async function swapShift(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  family: string,
): Promise<{ shift: number; asked: number; fontFamily: string }> {
  const context = await openContext(browser, viewport);
  const page = await context.newPage();
  const held: Route[] = [];
  let holding = true;
  await page.route('**/*.woff2', (route) => (holding ? void held.push(route) : route.continue()));
  // Not until `load`: a font being fetched holds that back.
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await firstContentfulPaint(page);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const asked = held.length;
  holding = false;
  for (const route of held) await route.continue();
  await page.waitForFunction((name) => document.documentElement.classList.contains(name), webFont.className);
  await webFontLoaded(page, family);
  const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  // Two frames, so the relayout after the swap is painted, then a task, so its shift has been reported.
  const shift = await page.evaluate(
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
  return { shift, asked, fontFamily };
}
