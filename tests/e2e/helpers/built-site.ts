import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { RunningServer } from '../../../src/devServer/listen';
import { connectChromium } from './browser';
import { serveSite } from '../../../src/devServer/serve-site';

/**
 * Serves one of the suite's builds (the rich fixture by default, the real site.json
 * for the tests that read their expectations from it, its edited copy, or a folder a test file built
 * in an earlier beforeAll) and opens Chromium for one test file, closing both after its tests.
 */
export function useBuiltSite(dist: 'richDist' | 'siteDist' | 'editedDist' | (() => string) = 'richDist'): {
  readonly server: RunningServer;
  readonly browser: Browser;
} {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await serveSite(typeof dist === 'function' ? dist() : inject(dist));
    browser = await connectChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useBuiltSite(): the site is only served inside tests.');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
