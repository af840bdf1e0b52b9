import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumArgs } from '../../../scripts/ensure-chromium';

/** The Chromium global-setup found (or installed), with the project's launch arguments. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromePath'), args: chromiumArgs, headless: true });
}
