// Link target sizes on a phone (390 x 844), WCAG 2.2 2.5.8, on every kind of page of
// the inquiry fixture (tests/fixtures/inquiry-site/). Every link in the footer and the
// contact blocks (phone, e-mail, map links…) is itself at least 24 x 24 px: spaced out,
// those 16 px links met 2.5.8's spacing exception and were still hard to tap, which is
// what visitors reported. Any other link is 24 x 24 px too, or has the spacing
// exception, or sits inside a sentence (exempt in 2.5.8).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layoutIds } from '../../src/components/Layout/layoutIds';
import { readFixtureManifest } from './helpers/fixture-site';
import { useSitePages } from './helpers/site-pages';
import { gotoSettled } from './helpers/page-settled';

const manifest = readFixtureManifest();

const run = useSitePages(manifest);

interface Target {
  link: string;
  width: number;
  height: number;
  /** In the footer or a contact block: held to the size itself, without the exceptions. */
  contact: boolean;
  inSentence: boolean;
  /** Undersized, but a 24 px circle on its middle touches no other target (2.5.8's spacing exception). */
  spaced: boolean;
}

/** Every link drawn on the page, measured. */
function measureLinks(page: Page, footerId: string): Promise<Target[]> {
  return page.evaluate((footerId) => {
    const minimum = 24;
    const drawn = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0;
    const targets = [...document.querySelectorAll('a[href], button, input, select, textarea, summary')].filter(drawn);
    const boxes = new Map(targets.map((target) => [target, target.getBoundingClientRect()]));
    const middle = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const undersized = (rect: DOMRect) => rect.width < minimum || rect.height < minimum;
    const distanceTo = (point: { x: number; y: number }, rect: DOMRect) =>
      Math.hypot(
        Math.max(rect.left - point.x, 0, point.x - rect.right),
        Math.max(rect.top - point.y, 0, point.y - rect.bottom),
      );
    const spaced = (target: Element, rect: DOMRect) => {
      const centre = middle(rect);
      return [...boxes].every(([other, box]) => {
        if (other === target || other.contains(target) || target.contains(other)) return true;
        // Another undersized target has a circle of its own: the two may not overlap.
        if (undersized(box)) return Math.hypot(centre.x - middle(box).x, centre.y - middle(box).y) >= minimum;
        return distanceTo(centre, box) >= minimum / 2;
      });
    };
    // A link in running text: its paragraph has words of its own around it.
    const inSentence = (link: Element) => {
      const paragraph = link.closest('p');
      return paragraph !== null && (paragraph.textContent ?? '').replace(link.textContent ?? '', '').trim().length > 1;
    };
    // The footer, the company details' list, and phone, e-mail and map links wherever they are.
    const contact = (link: Element) =>
      link.closest(`#${footerId}, dl`) !== null ||
      /^(tel:|mailto:|https:\/\/map\.(kakao|naver)\.com\/)/.test(link.getAttribute('href') ?? '');
    return targets
      .filter((target) => target.matches('a[href]'))
      .map((link) => {
        const rect = boxes.get(link)!;
        return {
          link: `${link.textContent?.trim()} (${link.getAttribute('href')})`,
          width: Math.round(rect.width * 10) / 10,
          height: Math.round(rect.height * 10) / 10,
          contact: contact(link),
          inSentence: inSentence(link),
          spaced: spaced(link, rect),
        };
      });
  }, footerId);
}

const passes = (target: Target) =>
  (target.width >= 24 && target.height >= 24) || (!target.contact && (target.spaced || target.inSentence));

describe('link targets on a phone (390 x 844)', () => {
  it('are at least 24 x 24 px for the footer and contact links, and for any other link unless spaced or inside a sentence, on every kind of page', async () => {
    const context = await run.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const measured: Record<string, Target[]> = {};
    for (const { name, path } of run.pages) {
      await gotoSettled(page, run.server.url + path);
      measured[name] = await measureLinks(page, layoutIds.footer);
    }
    await context.close();
    const failing = Object.fromEntries(
      Object.entries(measured).map(([name, targets]) => [name, targets.filter((target) => !passes(target))]),
    );
    expect(failing).toEqual(Object.fromEntries(run.pages.map(({ name }) => [name, []])));
    // The footer's links (the privacy policy among them) and the phone and e-mail links were all measured.
    const all = Object.values(measured).flat();
    expect(all.filter((target) => target.contact).length).toBeGreaterThanOrEqual(run.pages.length * 3);
    expect(all.some((target) => target.link.includes(manifest.company.phone))).toBe(true);
  });
});
