import type { Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import type { useBuiltSite } from './built-site';
import { watchedPage, type WatchedPage } from './reused-tab';

/**
 * Gives a test file its pages of a built site: the reused tab, or without JavaScript a page in a context of its own,
 * 800 px high, with what should never happen on it watched (a page that saves downloads has a context of its own too). After each test none of that must have happened, and the
 * page is closed; `leave`, when given, runs first (for a page that must leave where it is before the tab is emptied).
 */
export function useWatchedPages(
  built: ReturnType<typeof useBuiltSite>,
  leave?: (page: Page) => Promise<void>,
): (options?: { javaScriptEnabled?: boolean; width?: number; acceptDownloads?: boolean }) => Promise<Page> {
  let opened: WatchedPage | undefined;
  afterEach(async () => {
    expect(opened?.problems ?? []).toEqual([]);
    if (opened && leave) await leave(opened.page);
    await opened?.close();
    opened = undefined;
  });
  return async ({ javaScriptEnabled = true, width = 1280, acceptDownloads = false } = {}) => {
    const options = { ...(!javaScriptEnabled && { javaScriptEnabled }), ...(acceptDownloads && { acceptDownloads }) };
    opened = await watchedPage(built.browser, { width, height: 800 }, built.server.url, options);
    return opened.page;
  };
}
