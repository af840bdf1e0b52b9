import { mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot } from '../../src/siteBuild/paths';
import { formatProblem, validateManifestFile } from '../../src/manifest';
import { currentReleaseOf, isReleaseName, releasesDirOf } from '../../src/siteServer/release/releaseLayout';
import { buildOrThrow, runBuild } from '../e2e/helpers/run-build';
import { snapshotDir } from './output-snapshot';

let dir: string;
let out: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-failed-build-'));
  out = join(dir, 'dist');
  // A real previous build, so "untouched" is checked on the files a deploy would serve and the server runs.
  await buildOrThrow(['--out', out]);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/** The releases with their files, and which one is current (not the link to the project's packages beside them). */
async function snapshotBuild() {
  const names = (await readdir(releasesDirOf(out))).sort();
  const releases = await Promise.all(
    names.filter(isReleaseName).map(async (name) => [name, await snapshotDir(join(releasesDirOf(out), name))] as const),
  );
  return {
    names,
    current: await readlink(currentReleaseOf(out)),
    releases: Object.fromEntries(releases),
    site: await snapshotDir(out),
  };
}

async function writeBrokenManifest(): Promise<string> {
  const manifest = JSON.parse(await readFile(join(projectRoot, 'site.json'), 'utf8'));
  manifest.$schema = join(projectRoot, 'schema/site.schema.json');
  manifest.routes[1].path = 'introduce';
  const file = join(dir, 'broken.json');
  await writeFile(file, JSON.stringify(manifest, null, 2));
  return file;
}

it('stops at an invalid manifest, prints the formatted problems and leaves the previous output alone', async () => {
  const before = await snapshotBuild();
  const manifest = await writeBrokenManifest();

  const run = await runBuild(['--manifest', manifest, '--out', out]);

  expect(run.code).toBe(1);
  const validation = await validateManifestFile(manifest, { publicDir: join(projectRoot, 'public') });
  if (validation.ok) throw new Error('The broken manifest should not validate.');
  for (const problem of validation.problems) {
    expect(run.stderr).toContain(formatProblem(problem, manifest));
  }
  expect(await snapshotBuild()).toEqual(before);
  expect((await readdir(dir)).sort()).toEqual(['broken.json', 'dist', 'dist-releases']);
});

it('rejects a KAKAO_APP_KEY that is not an app key before writing anything', async () => {
  const before = await snapshotBuild();
  const run = await runBuild(['--out', out], { KAKAO_APP_KEY: 'not-a-key' });
  expect(run.code).toBe(1);
  expect(run.stderr).toContain('KAKAO_APP_KEY');
  expect(await snapshotBuild()).toEqual(before);
});
