import { mkdir, mkdtemp, readdir, readlink, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createReleaseDir, keptReleases } from '../../src/siteBuild/release-dir';
import { currentReleaseOf, isReleaseName, releasesDirOf } from '../../src/siteServer/release/releaseLayout';

let root: string;
let out: string;
const older = [
  '20250101T000000Z-aaaaaa',
  '20250102T000000Z-bbbbbb',
  '20250103T000000Z-cccccc',
  '20250104T000000Z-dddddd',
];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'release-dir-'));
  out = join(root, 'dist');
  for (const name of older) await mkdir(join(releasesDirOf(out), name, 'site'), { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

it('switches current and dist to the new release and keeps only the newest releases', async () => {
  const abandoned = join(releasesDirOf(out), '.building-20250101T000000Z-eeeeee');
  await mkdir(abandoned);
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  await utimes(abandoned, twoHoursAgo, twoHoursAgo);
  const running = join(releasesDirOf(out), '.building-20250105T000000Z-ffffff');
  await mkdir(running);

  const release = await createReleaseDir(out, root);
  await mkdir(join(release.path, 'site'));
  await writeFile(join(release.path, 'site', 'index.html'), '<!doctype html>');
  await release.makeCurrent();

  const names = (await readdir(releasesDirOf(out))).sort();
  const releases = names.filter(isReleaseName);
  expect(releases).toHaveLength(keptReleases);
  expect(releases.slice(0, -1)).toEqual(older.slice(-(keptReleases - 1)));
  expect(await readlink(currentReleaseOf(out))).toBe(releases.at(-1));
  expect(await readlink(out)).toBe(join('dist-releases', 'current', 'site'));
  expect(await readdir(out)).toEqual(['index.html']);
  expect(names).not.toContain('.building-20250101T000000Z-eeeeee');
  expect(names).toContain('.building-20250105T000000Z-ffffff');
  // Inside the project Node finds the packages by itself: no link to them.
  expect(names).not.toContain('node_modules');
});

it('links the project packages beside a release written outside the project', async () => {
  const project = join(root, 'project');
  await mkdir(project);
  await (await createReleaseDir(out, project)).discard();
  expect(await readlink(join(releasesDirOf(out), 'node_modules'))).toBe(join(project, 'node_modules'));
});

it('leaves current as it was when a build is discarded', async () => {
  const first = await createReleaseDir(out, root);
  await first.makeCurrent();
  const current = await readlink(currentReleaseOf(out));
  const second = await createReleaseDir(out, root);
  await second.discard();
  expect(await readlink(currentReleaseOf(out))).toBe(current);
  expect((await readdir(releasesDirOf(out))).filter((name) => name.startsWith('.'))).toEqual([]);
});
