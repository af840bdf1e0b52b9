import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FullPageScroller } from '../../../src/manifest/site.gen';
import { textOf } from '../../helpers/manifestText';
import type { LabManifest } from '../../helpers/labManifest';

/** The fixture's home page, which the full-page tests expect to be a scroller. */
export function homePage(from: LabManifest): FullPageScroller {
  const page = from.routes.find((route) => route.path === '/')?.page;
  if (page?.type !== 'fullPageScroller')
    throw new Error("The fixture's home page is expected to be a fullPageScroller");
  return page;
}

/** Each section's dot name on the home page of `language`: its label, or its number. */
export const sectionNames = (from: LabManifest, language = 'ko') =>
  homePage(from).sections.map((section, index) =>
    section.label === undefined ? String(index + 1) : textOf(section.label, language),
  );

export const waitForMode = (page: Page, wanted: 'full' | 'stacked') =>
  page.locator(`[data-mode="${wanted}"]`).waitFor();

/** The section dots, and the name of the current one. */
export function sectionDots(navigationLabel: string) {
  const dots = (page: Page) => page.locator(`nav[aria-label="${navigationLabel}"] button`);
  const current = (page: Page) => dots(page).and(page.locator('[aria-current="true"]')).getAttribute('aria-label');
  return { dots, current };
}

/** Where the track rests, or null while it is still moving (an eased move is within a pixel long before it ends). */
const restingY = (page: Page) =>
  page.evaluate(() => {
    const track = document.querySelector('[data-section]')!.parentElement!;
    return track.getAnimations().length > 0
      ? null
      : Math.round(new DOMMatrix(getComputedStyle(track).transform).m42) + 0;
  });

/**
 * The track has finished its move to `index`. Its transitionend, sent in the
 * same frame, has told the scroller, so it takes input again.
 */
export const settled = (page: Page, index: number, scrollSpeedMs: number, height = 800) =>
  expect.poll(() => restingY(page), { timeout: scrollSpeedMs * 4 }).toBe(index === 0 ? 0 : -index * height);
