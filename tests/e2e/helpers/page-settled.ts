import type { Page, Response } from 'playwright-core';
import { hydratedAttribute, islandAttribute } from '../../../src/islands/islandMarkup';
import { webFont } from '../../../src/theme/webFont';

/**
 * Waits until the page has done what it does on its own after loading: every island hydrated and the
 * web font put on (the islands' entry does both). A page that loads no script (no islands, or the
 * answer to a form posted without JavaScript) has nothing to wait for: only such a page lacks the
 * `js` class its first inline script sets. That is the moment `networkidle` stood for, without its
 * half second of silence after the last request.
 */
export function pageSettled(page: Page): Promise<unknown> {
  return page.waitForFunction(
    ({ island, hydrated, fontClass }) => {
      const root = document.documentElement;
      const islands = [...document.querySelectorAll(`[${island}]`)];
      return (
        !root.classList.contains('js') ||
        (islands.every((element) => element.hasAttribute(hydrated)) && root.classList.contains(fontClass))
      );
    },
    { island: islandAttribute, hydrated: hydratedAttribute, fontClass: webFont.className },
  );
}

/**
 * Empties a tab that tests reuse (a new tab costs Chromium a new renderer), so that the next page opened in it is a
 * new document: from the same page with another #hash, a goto would only scroll. A page of a server is left for the
 * smallest document of its own origin, its robots.txt, not for about:blank: the site's server sends
 * Cross-Origin-Opener-Policy, and a page with it opened from about:blank starts a new browsing context group, which
 * Chromium gives a renderer of its own (66 renderers for privacy-link.test.ts's 40 pages, a third of a core-second
 * each).
 */
export async function emptyTab(page: Page): Promise<void> {
  const current = page.url();
  await page.goto(/^https?:/.test(current) ? new URL(emptiedTabPath, current).href : 'about:blank');
}

/** The document emptyTab leaves a page of a server for: one every built site has, with nothing in it to run. */
export const emptiedTabPath = '/robots.txt';

/** Opens `url` and waits until the page has settled (see pageSettled). */
export async function gotoSettled(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await pageSettled(page);
  return response;
}
