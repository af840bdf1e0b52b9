import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/ensure-chromium';
import { buildOrThrow } from './helpers/run-build';
import { writeInquiryManifest } from '../fixtures/inquiry-site/make-manifest';
import { writeRichManifest } from '../fixtures/rich-site/make-manifest';
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
    chromePath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('chromePath', ensureChromium());
  const dir = await mkdtemp(join(tmpdir(), 'site-e2e-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const fixtureDist = join(dir, 'fixture-dist');
  const fixtureManifest = join(dir, 'inquiry-site.json');
  await writeInquiryManifest(fixtureManifest);
  const richDist = join(dir, 'rich-dist');
  const richManifest = join(dir, 'rich-site.json');
  await writeRichManifest(richManifest);
  const given = process.env.SITE_DIST;
  const siteDist = given ?? join(dir, 'dist');
  const builds = [
    buildOrThrow(['--manifest', fixtureManifest, '--public', fixturePublic, '--out', fixtureDist]),
    buildOrThrow(['--manifest', richManifest, '--public', fixturePublic, '--out', richDist]),
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
  return remove;
}
