// The home page's footer as the full-page scroller's last stop, in Chromium at
// 1280 x 800: reached by the wheel, the keys, End, a swipe and Tab; left by the
// wheel, ArrowUp and Home; with reduced motion and across a resize.
// It runs on the rich fixture (tests/fixtures/rich-site/).
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningServer } from '../../src/devServer/listen';
import { serveSite } from '../../src/devServer/serve-site';
import { layoutIds } from '../../src/components/Layout/layoutIds';
import { screenshotPath } from './helpers/screenshots';
import { connectChromium } from './helpers/browser';
import { sectionDots, sectionNames, settled as settledAt, waitForMode } from './helpers/full-page';
import { watchedPage, type WatchedPage } from './helpers/reused-tab';
import { readRichManifest } from './helpers/rich-site';
import { ko } from '../helpers/manifestText';
import { gotoSettled } from './helpers/page-settled';
import { axeViolations } from './helpers/axe';

const manifest = readRichManifest();
const { labels, behaviour } = manifest;
const names = sectionNames(manifest);
const last = names.length - 1;
const { dots, current } = sectionDots(ko(labels.sectionNavigation));
const viewport = { width: 1280, height: 800 };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await serveSite(inject('richDist'));
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The home page settled in full-page mode: in the file's reused tab, or in a context of its own for other options. */
async function openHome(options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const opened = await watchedPage(browser, viewport, server.url, options);
  await gotoSettled(opened.page, `${server.url}/`);
  await waitForMode(opened.page, 'full');
  return opened;
}

const settled = (page: Page, index: number) => settledAt(page, index, behaviour.scrollSpeedMs);

/** The footer's box and the window's scroll position, as drawn now. */
const footerBox = (page: Page) =>
  page.evaluate((id) => {
    const rect = document.getElementById(id)!.getBoundingClientRect();
    return { top: Math.round(rect.top), bottom: Math.round(rect.bottom), scrollY: Math.round(window.scrollY) };
  }, layoutIds.footer);

/** The window's move has ended (the scroller takes input again) with the footer `place`. */
const footerAt = (page: Page, place: 'shown' | 'hidden') =>
  page.locator(`[data-footer="${place}"]`).waitFor({ timeout: behaviour.scrollSpeedMs * 4 });

/** The footer has come up whole, its bottom at the window's bottom, the last section's dot still current. */
async function expectFooterShown(page: Page) {
  await footerAt(page, 'shown');
  const { top, bottom, scrollY } = await footerBox(page);
  expect(bottom).toBe(viewport.height);
  expect(top).toBeGreaterThan(0);
  // Only the footer's height was scrolled: the last section stays in sight above it.
  expect(scrollY).toBe(viewport.height - top);
  expect(await current(page)).toBe(names[last]);
}

/** The footer is below the window again, the window at the top. */
async function expectFooterGone(page: Page) {
  await footerAt(page, 'hidden');
  expect(await footerBox(page)).toMatchObject({ top: viewport.height, scrollY: 0 });
}

async function toLastSection(page: Page) {
  await dots(page).nth(last).click();
  await settled(page, last);
}

describe('the footer after the last section, at 1280 x 800', () => {
  it('comes up with the wheel after the last section and goes with a reversed wheel', async () => {
    const { page, problems, close } = await openHome();
    await toLastSection(page);
    await expectFooterGone(page);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 120);
    await expectFooterShown(page);
    await page.screenshot({ path: screenshotPath('full-page-footer-desktop') });
    await page.mouse.wheel(0, -120);
    await expectFooterGone(page);
    expect(await current(page)).toBe(names[last]);
    expect(problems).toEqual([]);
    await close();
  });

  it('comes up with End from the first section, goes with ArrowUp, comes back with ArrowDown and Home leaves for the first section', async () => {
    const { page, close } = await openHome();
    await page.keyboard.press('End');
    await settled(page, last);
    await expectFooterShown(page);
    await page.keyboard.press('ArrowUp');
    await expectFooterGone(page);
    await page.keyboard.press('ArrowDown');
    await expectFooterShown(page);
    await page.keyboard.press('Home');
    await settled(page, 0);
    await expectFooterGone(page);
    expect(await current(page)).toBe(names[0]);
    await close();
  });

  it('comes up with a swipe up from the last section', async () => {
    const { page, close } = await openHome({ hasTouch: true });
    await toLastSection(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 640, y: 500 }] });
    for (let step = 1; step <= 5; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 640, y: 500 - step * 20 }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expectFooterShown(page);
    await close();
  });

  it('comes up when Tab moves focus into it, so a focused footer link is always in sight, and goes with Shift+Tab', async () => {
    const { page, close } = await openHome();
    await toLastSection(page);
    // The last section's screen, after whose content the next Tab enters the footer.
    await page.locator('[data-section]').last().focus();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate((id) => document.getElementById(id)!.contains(document.activeElement), layoutIds.footer),
    ).toBe(true);
    await expectFooterShown(page);
    const focused = await page.evaluate(() => document.activeElement!.getBoundingClientRect().toJSON() as DOMRect);
    expect(focused.top).toBeGreaterThanOrEqual(0);
    expect(focused.bottom).toBeLessThanOrEqual(viewport.height);

    await page.keyboard.press('Shift+Tab');
    await expectFooterGone(page);
    expect(await page.evaluate(() => document.activeElement?.closest('[data-section]') !== null)).toBe(true);
    await close();
  });

  it('has no accessibility problems while the footer is shown', async () => {
    const { page, close } = await openHome();
    await page.keyboard.press('End');
    await expectFooterShown(page);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('comes up at once when the visitor asks for reduced motion', async () => {
    const { page, close } = await openHome({ reducedMotion: 'reduce' });
    const bottomTwoFramesAfterEnd = await page.evaluate(
      (id) =>
        new Promise<number>((resolve) => {
          window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' }));
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(Math.round(document.getElementById(id)!.getBoundingClientRect().bottom)),
            ),
          );
        }),
      layoutIds.footer,
    );
    expect(bottomTwoFramesAfterEnd).toBe(viewport.height);
    await close();
  });

  it('stays whole at the bottom when a narrower window makes it taller while it is shown', async () => {
    const { page, close } = await openHome();
    await page.keyboard.press('End');
    await expectFooterShown(page);
    const before = await footerBox(page);
    // The narrowest window that keeps the full-page mode: the footer's details wrap onto more lines.
    await page.setViewportSize({ width: manifest.theme.breakpoints.md, height: viewport.height });
    await expect.poll(() => footerBox(page).then(({ bottom }) => bottom)).toBe(viewport.height);
    const after = await footerBox(page);
    expect(after.bottom - after.top).toBeGreaterThan(before.bottom - before.top);
    expect(await page.locator('[data-footer="shown"][data-mode="full"]').count()).toBe(1);
    await close();
  });
});
