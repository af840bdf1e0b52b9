import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureChromium, playwrightChromiumArgs } from '../../scripts/ensure-chromium';
import { buildOrThrow } from './helpers/run-build';
import { buildTestSites, builtTestSites, type TestSites } from './helpers/test-sites';

declare module 'vitest' {
  export interface ProvidedContext extends TestSites {
    /** The built site the tests serve: SITE_DIST when npm test built it, else a build made here. */
    siteDist: string;
    /** The one Chromium every test file connects to (helpers/browser.ts), launched here with the project's arguments. */
    chromeEndpoint: string;
  }
}

/**
 * Once for the whole run (both groups of vitest.e2e.config.ts): one Chromium, and the built sites the tests serve —
 * those npm test built already (SITE_DIST, TEST_SITES), the others built here.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browser = await chromium.launchServer({
    executablePath: ensureChromium(),
    args: playwrightChromiumArgs,
    headless: true,
  });
  project.provide('chromeEndpoint', browser.wsEndpoint());
  const dir = await mkdtemp(join(tmpdir(), 'site-e2e-'));
  const remove = async () => {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  };
  const siteDist = process.env.SITE_DIST ?? join(dir, 'dist');
  const given = process.env.TEST_SITES;
  // Vitest runs no teardown when setup throws, so a failed build cleans up here.
  const [sites] = await Promise.all([
    given ? builtTestSites(given) : buildTestSites(dir),
    process.env.SITE_DIST ? undefined : buildOrThrow(['--out', siteDist]),
  ]).catch(async (error: unknown) => {
    await remove();
    throw error;
  });
  project.provide('siteDist', siteDist);
  for (const [key, value] of Object.entries(sites) as [keyof TestSites, string][]) project.provide(key, value);
  return remove;
}
