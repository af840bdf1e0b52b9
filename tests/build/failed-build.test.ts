import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, inject, it } from 'vitest';
import { projectRoot } from '../../scripts/build/paths';
import { formatProblem, validateManifestFile } from '../../src/manifest';
import { runBuild } from '../e2e/helpers/run-build';
import { snapshotDir } from './output-snapshot';

let dir: string;
let out: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-failed-build-'));
  out = join(dir, 'dist');
  // A real previous build, so "untouched" is checked on the files a deploy would serve.
  await cp(inject('siteDist'), out, { recursive: true, preserveTimestamps: true });
});

afterEach(() => rm(dir, { recursive: true, force: true }));

async function writeBrokenManifest(): Promise<string> {
  const manifest = JSON.parse(await readFile(join(projectRoot, 'site.json'), 'utf8'));
  manifest.$schema = join(projectRoot, 'schema/site.schema.json');
  manifest.routes[1].path = 'introduce';
  const file = join(dir, 'broken.json');
  await writeFile(file, JSON.stringify(manifest, null, 2));
  return file;
}

it('stops at an invalid manifest, prints the formatted problems and leaves the previous output alone', async () => {
  const before = await snapshotDir(out);
  const manifest = await writeBrokenManifest();

  const run = await runBuild(['--manifest', manifest, '--out', out]);

  expect(run.code).toBe(1);
  const validation = await validateManifestFile(manifest, { publicDir: join(projectRoot, 'public') });
  if (validation.ok) throw new Error('The broken manifest should not validate.');
  for (const problem of validation.problems) {
    expect(run.stderr).toContain(formatProblem(problem, manifest));
  }
  expect(await snapshotDir(out)).toEqual(before);
  expect((await readdir(dir)).sort()).toEqual(['broken.json', 'dist']);
});

it('rejects a KAKAO_APP_KEY that is not an app key before writing anything', async () => {
  const before = await snapshotDir(out);
  const run = await runBuild(['--out', out], { KAKAO_APP_KEY: 'not-a-key' });
  expect(run.code).toBe(1);
  expect(run.stderr).toContain('KAKAO_APP_KEY');
  expect(await snapshotDir(out)).toEqual(before);
});
