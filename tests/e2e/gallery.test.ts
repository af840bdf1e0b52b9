// A gallery section (tests/fixtures/rich-site/) in Chromium: its photos hold their boxes before
// a byte of them arrives (no layout shift at a phone's or a desktop's width), a photo opens at
// its largest without JavaScript, the grid has one column on a phone and three on a desktop, and axe finds nothing.
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Gallery } from '../../src/manifest/site.gen';
import { en, ko } from '../helpers/manifestText';
import { useBuiltSite } from './helpers/built-site';
import { useWatchedPages } from './helpers/watched-pages';
import { readRichManifest } from './helpers/rich-site';
import { pageSettled } from './helpers/page-settled';
import { axeViolations } from './helpers/axe';
import { screenshotPath } from './helpers/screenshots';

const manifest = readRichManifest();
const built = useBuiltSite();
const route = manifest.routes.find(({ page }) => page.sections.some((section) => section.type === 'gallery'))!;
const gallery = route.page.sections.find((section): section is Gallery => section.type === 'gallery')!;
const photos = `[id="${gallery.id}"] img`;
const open = useWatchedPages(built);

describe('a gallery section', () => {
  it.each([390, 1280])(
    'moves nothing at %i px while its photos arrive: each holds its box, drawn at its own proportions, before a byte of it',
    async (width) => {
      const page = await open({ width });
      // The photos' files are held back until the gallery is on screen with every box laid out.
      const held: Route[] = [];
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/images\/|\/images\/gallery\//, async (request) => {
        held.push(request);
        await released;
        await request.continue();
      });
      await page.addInitScript(() => {
        (window as unknown as { shifted: number }).shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) (window as unknown as { shifted: number }).shifted += entry.value;
        }).observe({ type: 'layout-shift' });
      });
      await page.goto(`${built.server.url}${route.path}`);
      await page.locator(`[id="${gallery.id}"]`).scrollIntoViewIfNeeded();
      await page.waitForFunction((selector) => document.querySelectorAll(selector).length > 0, photos);
      const boxes = await page.locator(photos).evaluateAll((images) =>
        images.map((image) => {
          const { width, height } = image.getBoundingClientRect();
          return {
            ratio: width / height,
            loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          };
        }),
      );
      expect(boxes.map(({ loaded }) => loaded)).toEqual(gallery.images.map(() => false));
      boxes.forEach(({ ratio }, index) =>
        expect(ratio).toBeCloseTo(gallery.images[index]!.image.width / gallery.images[index]!.image.height, 2),
      );
      release();
      await page.waitForFunction(
        (selector) =>
          [...document.querySelectorAll<HTMLImageElement>(selector)].every(
            (image) => image.complete && image.naturalWidth > 0,
          ),
        photos,
      );
      await pageSettled(page);
      expect(held.length).toBeGreaterThanOrEqual(gallery.images.length);
      // Every shift since the document started, as CLS counts them (none caused by the visitor's input).
      const shift = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
      expect(shift).toBe(0);
    },
  );

  it.each([
    [390, 1],
    [700, 2],
    [1280, 3],
  ])(
    'lays its photos out at %i px in %i column(s), the browser picking a file as wide as a column',
    async (width, columns) => {
      const page = await open({ width });
      await page.goto(`${built.server.url}${route.path}`);
      await page.locator(`[id="${gallery.id}"]`).scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (selector) =>
          [...document.querySelectorAll<HTMLImageElement>(selector)].every(
            (image) => image.complete && image.naturalWidth > 0,
          ),
        photos,
      );
      const lefts = await page
        .locator(photos)
        .evaluateAll((images) => images.map((image) => Math.round(image.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(Math.min(columns, gallery.images.length));
      const chosen = await page
        .locator(photos)
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
      for (const url of chosen) expect(url).toMatch(/\/assets\/images\/.+\.avif$/);
    },
  );

  it('opens a photo at its largest without JavaScript, a file every browser shows', async () => {
    const page = await open({ javaScriptEnabled: false, width: 390 });
    await page.goto(`${built.server.url}${route.path}`);
    const first = gallery.images[0]!.image;
    const link = page.getByRole('link', { name: ko(first.alt) });
    const href = await link.getAttribute('href');
    // A JPEG no wider than twice the width it is drawn at is its own fallback: the widest file there is of it.
    expect(href).toBe(first.src);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith(href!)),
      link.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    // The widest file the build made of it: the photo's own width (no more than twice the width it is given).
    await expect(page.evaluate(() => document.images[0]?.naturalWidth)).resolves.toBe(first.width);
  });

  it.each([
    [390, 'ko'],
    [1280, 'ko'],
    [390, 'en'],
    [1280, 'en'],
  ] as const)('has no axe violations at %i px in %s, and is drawn for a look', async (width, language) => {
    const page = await open({ width });
    await page.goto(`${built.server.url}${language === 'ko' ? '' : '/en'}${route.path}`);
    await pageSettled(page);
    const section = page.locator(`[id="${gallery.id}"]`);
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('h2').textContent()).resolves.toBe((language === 'ko' ? ko : en)(gallery.title));
    await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll<HTMLImageElement>(selector)].every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      photos,
    );
    await section.screenshot({ path: screenshotPath(`gallery-${language}-${width}`) });
    expect(await axeViolations(page, { include: `[id="${gallery.id}"]` })).toEqual([]);
  });
});
