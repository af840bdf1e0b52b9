import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

/**
 * This test file's own Chromium: a connection to the one browser global-setup launched for the whole
 * suite, so no file pays for starting a browser. Closing it closes only the pages and contexts this file opened.
 */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('chromeEndpoint'));
}
