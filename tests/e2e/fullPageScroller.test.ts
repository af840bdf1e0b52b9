// The home page's full-page scroller in Chromium: wheel, keys, touch, dots, focus,
// reduced motion, and the ordinary-scrolling fallback on narrow and short windows.
// It runs on the rich fixture (tests/fixtures/rich-site/), whose home page has three sections.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningServer } from '../../src/devServer/listen';
import { WHEEL_GESTURE_GAP_MS } from '../../src/kinds/fullPageScroller/scrollerState';
import { connectChromium } from './helpers/browser';
import { homePage, sectionDots, sectionNames, settled as settledAt, waitForMode } from './helpers/full-page';
import { watchedPage } from './helpers/reused-tab';
import { readRichManifest } from './helpers/rich-site';
import { ko } from '../helpers/manifestText';
import { serveSite } from '../../src/devServer/serve-site';
import { gotoSettled } from './helpers/page-settled';

const manifest = readRichManifest();
const { labels, behaviour } = manifest;

const names = sectionNames(manifest);
if (names.length < 3) throw new Error("The fixture's home page is expected to have at least three sections.");

let server: RunningServer;
let browser: Browser;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  server = await serveSite(inject('richDist'));
  browser = await connectChromium();
});

afterAll(async () => {
  await Promise.all(opened.map((home) => home.close()));
  await browser?.close();
  await server?.close();
});

interface Home {
  page: Page;
  problems: string[];
}

const desktop = { width: 1280, height: 800 };

/**
 * Opens the home page and waits for the scroller to settle into a mode: in the file's reused tab at 1280 x 800, or in
 * a context of its own for other context options (touch, a phone, reduced motion, no JavaScript).
 */
async function openHome(options: BrowserContextOptions = {}, origin = server.url): Promise<Home> {
  const home = await watchedPage(browser, desktop, origin, options);
  opened.push(home);
  await gotoSettled(home.page, `${origin}/`);
  return home;
}

const { dots, current } = sectionDots(ko(labels.sectionNavigation));
/** The dot that must become current: React renders a move a moment after the input. */
const expectCurrent = (page: Page, name: string | undefined) => expect.poll(() => current(page)).toBe(name);
/**
 * The dot that must stay current after `input`: waits until the page has received the
 * input's last event and drawn two frames since, by when a move it caused would show.
 */
async function expectStill(
  page: Page,
  name: string | undefined,
  event: 'wheel' | 'touchend',
  input: () => Promise<void>,
) {
  await page.evaluate((type) => {
    const record = window as Window & { inputSeen?: Promise<void> };
    record.inputSeen = new Promise((resolve) => {
      const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      window.addEventListener(type, afterTwoFrames, { once: true, capture: true });
    });
  }, event);
  await input();
  await page.evaluate(() => (window as Window & { inputSeen?: Promise<void> }).inputSeen);
  expect(await current(page)).toBe(name);
}
const settled = (page: Page, index: number) => settledAt(page, index, behaviour.scrollSpeedMs);

describe('at 1280 x 800', () => {
  it('hydrates into the full-page mode without errors, one screen per section', async () => {
    const { page, problems } = await openHome();
    await waitForMode(page, 'full');
    expect(await current(page)).toBe(names[0]);
    expect(await dots(page).count()).toBe(names.length);
    const layout = await page.evaluate(() => ({
      overflow: getComputedStyle(document.documentElement).overflow,
      heights: [...document.querySelectorAll<HTMLElement>('[data-section]')].map(
        (screen) => screen.getBoundingClientRect().height,
      ),
      scrollY: window.scrollY,
    }));
    expect(layout).toEqual({ overflow: 'hidden', heights: names.map(() => 800), scrollY: 0 });
    expect(problems).toEqual([]);
  });

  it('moves with the wheel, ignores a repeat within the lock, and goes back on a reversed wheel', async () => {
    const { page } = await openHome();
    await waitForMode(page, 'full');
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 120);
    await expectCurrent(page, names[1]);
    await settled(page, 1);
    await expectStill(page, names[1], 'wheel', () => page.mouse.wheel(0, 120));
    await page.mouse.wheel(0, -120);
    await expectCurrent(page, names[0]);
    await settled(page, 0);
  });

  it('moves with ArrowDown and ArrowUp', async () => {
    const { page } = await openHome();
    await waitForMode(page, 'full');
    await page.keyboard.press('ArrowDown');
    await expectCurrent(page, names[1]);
    await settled(page, 1);
    await page.keyboard.press('ArrowUp');
    await expectCurrent(page, names[0]);
    await settled(page, 0);
  });

  it('moves to the section of a clicked dot, and with the arrow at the bottom of a screen', async () => {
    const { page } = await openHome();
    await waitForMode(page, 'full');
    await dots(page).nth(1).click();
    await expectCurrent(page, names[1]);
    await settled(page, 1);
    await dots(page).nth(0).click();
    await expectCurrent(page, names[0]);
    await settled(page, 0);
    await page
      .getByRole('button', { name: ko(labels.nextSection) })
      .first()
      .click();
    await expectCurrent(page, names[1]);
    await settled(page, 1);
  });

  it('moves for a 60 px swipe and not for a 30 px one', async () => {
    const { page } = await openHome({ hasTouch: true });
    await waitForMode(page, 'full');
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (distance: number) => {
      const x = 640;
      const y = 500;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 5; step++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x, y: y - (distance * step) / 5 }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await expectStill(page, names[0], 'touchend', () => swipe(30));
    await swipe(60);
    await expectCurrent(page, names[1]);
    await settled(page, 1);
  });

  it('shows the section that Tab moves focus into, never leaving focus off screen', async () => {
    const { page } = await openHome();
    await waitForMode(page, 'full');
    await page
      .getByRole('button', { name: ko(labels.nextSection) })
      .first()
      .focus();
    await page.keyboard.press('Tab');
    await expectCurrent(page, names[1]);
    await settled(page, 1);
    const focused = await page.evaluate(() => {
      const rect = document.activeElement!.getBoundingClientRect();
      const section = document.activeElement?.closest<HTMLElement>('[data-section]')?.dataset.section;
      return { section, top: rect.top, bottom: rect.bottom, scrollY: window.scrollY };
    });
    expect(focused.section).toBe(homePage(manifest).sections[1]!.id);
    expect(focused.top).toBeGreaterThanOrEqual(0);
    expect(focused.bottom).toBeLessThanOrEqual(800);
    expect(focused.scrollY).toBe(0);
  });

  it('moves instantly when the visitor asks for reduced motion', async () => {
    // Right after the key, an animated track has barely left; a reduced-motion one is already there.
    const yTwoFramesAfterArrowDown = (page: Page) =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
            const track = document.querySelector('[data-section]')!.parentElement!;
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(new DOMMatrix(getComputedStyle(track).transform).m42)),
            );
          }),
      );
    const animated = await openHome();
    await waitForMode(animated.page, 'full');
    expect(await yTwoFramesAfterArrowDown(animated.page)).toBeGreaterThan(-400);

    const reduced = await openHome({ reducedMotion: 'reduce' });
    await waitForMode(reduced.page, 'full');
    expect(await yTwoFramesAfterArrowDown(reduced.page)).toBe(-800);
  });

  it('falls back to ordinary scrolling when the window becomes too short, and back when it grows, keeping the section in view', async () => {
    const { page } = await openHome();
    await waitForMode(page, 'full');
    await page.keyboard.press('ArrowDown');
    await settled(page, 1);
    await page.setViewportSize({ width: 1280, height: 500 });
    await waitForMode(page, 'stacked');
    const { scrollY, secondTop } = await page.evaluate(() => ({
      scrollY: window.scrollY,
      secondTop: document.querySelectorAll<HTMLElement>('[data-section]')[1]!.offsetTop,
    }));
    expect(scrollY).toBe(secondTop);
    await page.setViewportSize({ width: 1280, height: 800 });
    await waitForMode(page, 'full');
    await expectCurrent(page, names[1]);
    await settled(page, 1);
  });

  it('lets the next page scroll normally after a header link leaves the home page', async () => {
    const { page, problems } = await openHome();
    await waitForMode(page, 'full');
    const group = manifest.menu[0]!;
    await page.locator(`header a[href="${group.href}"]`).first().click();
    await page.waitForURL(`${server.url}${group.href}`);
    await page.locator('[data-mode]').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
    // The scroller's key handler, were it still there, would swallow PageDown.
    await page.locator('main').focus();
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('prints every section in full, one after another, without the dots', async () => {
    const { page } = await openHome();
    await waitForMode(page, 'full');
    await page.keyboard.press('ArrowDown');
    await settled(page, 1);
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => ({
      transform: getComputedStyle(document.querySelector('[data-section]')!.parentElement!).transform,
      tops: [...document.querySelectorAll('[data-section]')].map((screen) => screen.getBoundingClientRect().top),
      clipped: [...document.querySelectorAll('[data-section]')].filter(
        (screen) => screen.scrollHeight > screen.clientHeight + 1,
      ).length,
      dotsShown: !!document.querySelector('nav[aria-label] button')?.getClientRects().length,
    }));
    expect(printed.transform).toBe('none');
    expect(printed.tops).toEqual([...printed.tops].sort((a, b) => a - b));
    expect(printed.clipped).toBe(0);
    expect(printed.dotsShown).toBe(false);
  });
});

/** Scrolls to the bottom; everything the page holds must be reachable and nothing clipped. */
async function expectOrdinaryScrolling(page: Page, viewport: { width: number; height: number }) {
  await waitForMode(page, 'stacked');
  expect(await dots(page).count()).toBe(0);
  const before = await page.evaluate(() => ({
    overflow: getComputedStyle(document.documentElement).overflow,
    scrollHeight: document.documentElement.scrollHeight,
    scrollWidth: document.documentElement.scrollWidth,
    clipped: [...document.querySelectorAll<HTMLElement>('[data-section]')].filter(
      (screen) => screen.scrollHeight > screen.clientHeight + 1,
    ).length,
  }));
  expect(before.overflow).toBe('visible');
  expect(before.scrollHeight).toBeGreaterThan(viewport.height);
  expect(before.scrollWidth).toBeLessThanOrEqual(viewport.width);
  expect(before.clipped).toBe(0);
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = await page.locator('footer').boundingBox();
  expect(footer).not.toBeNull();
  expect(footer!.y + footer!.height).toBeLessThanOrEqual(viewport.height + 1);
}

describe('ordinary scrolling', () => {
  it('at 375 x 812 stacks every section, scrolls normally and reaches the footer', async () => {
    const viewport = { width: 375, height: 812 };
    const { page, problems } = await openHome({ viewport, hasTouch: true, isMobile: true });
    await expectOrdinaryScrolling(page, viewport);
    expect(problems).toEqual([]);
  });

  it('at 1280 x 500 (too short for a section) stacks the sections too', async () => {
    const viewport = { width: 1280, height: 500 };
    const { page } = await openHome({ viewport });
    await expectOrdinaryScrolling(page, viewport);
  });

  it('without JavaScript shows every section stacked at 1280 x 800', async () => {
    const viewport = { width: 1280, height: 800 };
    const { page } = await openHome({ viewport, javaScriptEnabled: false });
    await expectOrdinaryScrolling(page, viewport);
  });
});

describe('with three sections', () => {
  it('moves through all three, and holds back a second wheel the same way within the lock', async () => {
    const { page, problems } = await openHome();
    await waitForMode(page, 'full');
    expect(await dots(page).count()).toBe(names.length);
    expect(await page.getByRole('button', { name: ko(labels.nextSection) }).count()).toBe(names.length - 1);

    await page.mouse.move(640, 400);
    const firstWheel = Date.now();
    await page.mouse.wheel(0, 120);
    await expectCurrent(page, names[1]);
    await settled(page, 1);
    await expectStill(page, names[1], 'wheel', async () => {
      await page.mouse.wheel(0, 120);
      expect(Date.now() - firstWheel).toBeLessThan(behaviour.wheelLockMs);
    });

    // Once the lock has run out a wheel moves again: wheel, each time as a gesture of its own, until one does.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 120);
          return current(page);
        },
        { interval: WHEEL_GESTURE_GAP_MS + 50, timeout: behaviour.wheelLockMs * 3 },
      )
      .toBe(names[2]);
    expect(Date.now() - firstWheel).toBeGreaterThanOrEqual(behaviour.wheelLockMs);
    await settled(page, 2);
    expect(problems).toEqual([]);
  });
});
