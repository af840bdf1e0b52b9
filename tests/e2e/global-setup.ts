import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, ensureChromium } from '../../scripts/ensure-chromium';
import { buildOrThrow } from './helpers/run-build';
import { writeInquiryManifest } from '../fixtures/inquiry-site/make-manifest';
import { writeRichManifest } from '../fixtures/rich-site/make-manifest';
import { writeEditedSite } from '../fixtures/content-edits/edited-site';
import { fixturePublic } from './helpers/fixture-site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site the tests serve: SITE_DIST when npm test built it, else a build made here. */
    siteDist: string;
    /** The inquiry fixture (tests/fixtures/inquiry-site/) as a file, and built with tests/fixtures/public: the site the inquiry server tests run. */
    fixtureManifest: string;
    fixtureDist: string;
    /** The rich fixture (tests/fixtures/rich-site/) as a file, and built with tests/fixtures/public: the site the component-like browser tests use. */
    richManifest: string;
    richDist: string;
    /** Today's site.json with an editor's edits (tests/fixtures/content-edits/), built: what tests/siteBuild/content-edits*.build.test.ts check. */
    editedDist: string;
    /** The one Chromium every test file connects to (helpers/browser.ts), launched here with the project's arguments. */
    chromeEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browser = await chromium.launchServer({ executablePath: ensureChromium(), args: chromiumArgs, headless: true });
  project.provide('chromeEndpoint', browser.wsEndpoint());
  const dir = await mkdtemp(join(tmpdir(), 'site-e2e-'));
  const remove = async () => {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  };
  const fixtureDist = join(dir, 'fixture-dist');
  const fixtureManifest = join(dir, 'inquiry-site.json');
  await writeInquiryManifest(fixtureManifest);
  const richDist = join(dir, 'rich-dist');
  const richManifest = join(dir, 'rich-site.json');
  await writeRichManifest(richManifest);
  const editedDist = join(dir, 'edited-dist');
  const editedManifest = join(dir, 'edited-site.json');
  await writeEditedSite(editedManifest);
  const given = process.env.SITE_DIST;
  const siteDist = given ?? join(dir, 'dist');
  const builds = [
    buildOrThrow(['--manifest', fixtureManifest, '--public', fixturePublic, '--out', fixtureDist]),
    buildOrThrow(['--manifest', richManifest, '--public', fixturePublic, '--out', richDist]),
    buildOrThrow(['--manifest', editedManifest, '--out', editedDist]),
  ];
  if (!given) builds.push(buildOrThrow(['--out', siteDist]));
  // Vitest runs no teardown when setup throws, so a failed build cleans up here.
  await Promise.all(builds).catch(async (error: unknown) => {
    await remove();
    throw error;
  });
  project.provide('siteDist', siteDist);
  project.provide('fixtureDist', fixtureDist);
  project.provide('fixtureManifest', fixtureManifest);
  project.provide('richDist', richDist);
  project.provide('richManifest', richManifest);
  project.provide('editedDist', editedDist);
  return remove;
}
