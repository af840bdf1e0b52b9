// When a page's scripts start (issue 8), on the rich fixture in Chromium: not
// before the first screen is finished, i.e. painted and its largest element no
// longer changing, so no module competes with the first screen for the network
// or the main thread; then every island hydrates.
import { expect, it } from 'vitest';
import { useBuiltSite } from './helpers/built-site';
import { islandsHydrated } from './helpers/islands';
import { readRichManifest } from './helpers/rich-site';

const site = useBuiltSite();
const paths = [...readRichManifest().routes.map((route) => route.path), '/no-such-page'];

/** Records every largest-contentful-paint candidate from the first script on. */
const recordCandidates = `(() => {
  window.__candidates = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__candidates.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})()`;

it.each(paths)('asks for %s’s modules only after its first screen is painted and settled', async (path) => {
  const context = await site.browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(recordCandidates);
  const page = await context.newPage();
  await page.goto(`${site.server.url}${path}`);
  await islandsHydrated(page);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    candidates: (window as unknown as { __candidates: number[] }).__candidates,
    modules: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  await context.close();
  expect(timing.paint).toBeDefined();
  expect(timing.candidates.length).toBeGreaterThan(0);
  expect(timing.modules.length).toBeGreaterThan(0);
  const firstModule = Math.min(...timing.modules);
  expect(firstModule).toBeGreaterThan(timing.paint!);
  expect(firstModule).toBeGreaterThan(Math.max(...timing.candidates));
});
