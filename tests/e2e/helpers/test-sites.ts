import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeInquiryManifest } from '../../fixtures/inquiry-site/make-manifest';
import { writeRichManifest } from '../../fixtures/rich-site/make-manifest';
import { writeEditedSite } from '../../fixtures/content-edits/edited-site';
import { exampleSites } from '../../../scripts/new-site/exampleSites';
import { fixturePublic } from './fixture-site';
import { buildOrThrow } from './run-build';

/** The sites the Chromium suite serves besides the real one, as files and built, all in one folder. */
export interface TestSites {
  /** The inquiry fixture (tests/fixtures/inquiry-site/), built with tests/fixtures/public: the site the inquiry server tests run. */
  fixtureManifest: string;
  fixtureDist: string;
  /** The rich fixture (tests/fixtures/rich-site/), built with tests/fixtures/public: the site the component-like browser tests use. */
  richManifest: string;
  richDist: string;
  /** Today's site.json with an editor's edits (tests/fixtures/content-edits/), built: what tests/siteBuild/content-edits*.build.test.ts check. */
  editedDist: string;
  /** Each site of examples/ built into a folder of its name here: what tests/e2e/examples.test.ts checks. */
  examplesDist: string;
}

/** Where the sites are (or go) in `dir`. */
export function testSitesIn(dir: string): TestSites {
  return {
    fixtureManifest: join(dir, 'inquiry-site.json'),
    fixtureDist: join(dir, 'fixture-dist'),
    richManifest: join(dir, 'rich-site.json'),
    richDist: join(dir, 'rich-dist'),
    editedDist: join(dir, 'edited-dist'),
    examplesDist: join(dir, 'examples-dist'),
  };
}

/**
 * Writes and builds the three sites and the examples into `dir`, at once. `npm test` does it beside its other first checks and hands
 * the folder to both Chromium runs (`TEST_SITES`); a run of its own (`npm run test:e2e`) does it in its global setup.
 */
export async function buildTestSites(dir: string): Promise<TestSites> {
  const sites = testSitesIn(dir);
  const editedManifest = join(dir, 'edited-site.json');
  await mkdir(sites.examplesDist, { recursive: true });
  await Promise.all([
    writeInquiryManifest(sites.fixtureManifest),
    writeRichManifest(sites.richManifest),
    writeEditedSite(editedManifest),
  ]);
  await Promise.all([
    buildOrThrow(['--manifest', sites.fixtureManifest, '--public', fixturePublic, '--out', sites.fixtureDist]),
    buildOrThrow(['--manifest', sites.richManifest, '--public', fixturePublic, '--out', sites.richDist]),
    buildOrThrow(['--manifest', editedManifest, '--out', sites.editedDist]),
    ...exampleSites().map((example) =>
      buildOrThrow([
        '--manifest',
        example.manifest,
        '--public',
        example.public,
        '--out',
        join(sites.examplesDist, example.name),
      ]),
    ),
  ]);
  return sites;
}

/** The sites of a folder buildTestSites filled; throws, naming what is missing, for any other folder. */
export function builtTestSites(dir: string): TestSites {
  const sites = testSitesIn(dir);
  const missing = Object.values(sites).filter((path) => !existsSync(path));
  if (missing.length > 0)
    throw new Error(`TEST_SITES=${dir} lacks ${missing.join(', ')}: build it with buildTestSites.`);
  return sites;
}
