import type { Page } from 'playwright-core';

/**
 * Waits until every island on the page has hydrated (client.tsx marks each
 * with data-hydrated once React has committed it); before that a click may
 * reach prerendered HTML that does not answer yet.
 */
export function islandsHydrated(page: Page): Promise<unknown> {
  return page.waitForFunction(() => {
    const islands = [...document.querySelectorAll('[data-island]')];
    return islands.length > 0 && islands.every((island) => island.hasAttribute('data-hydrated'));
  });
}
