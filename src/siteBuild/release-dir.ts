import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, readlink, rename, rm, stat, symlink } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { currentLinkName, isReleaseName, releaseLayout, releasesDirOf } from '../siteServer/release/releaseLayout';

export interface ReleaseDir {
  /** The folder the new release is written into: its `site/` is served, its `server/` runs. */
  path: string;
  /** Makes the new release the current one in one atomic step; `out` then shows it. */
  makeCurrent(): Promise<void>;
  /** Removes the unfinished release; the current one stays as it was. */
  discard(): Promise<void>;
}

/** How many releases stay on disk: the current one, and older ones whose hashed assets pages still open in a browser may ask for. */
export const keptReleases = 3;

const releaseId = () =>
  `${new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${randomBytes(3).toString('hex')}`;

/** The atomic switch: a new symbolic link renamed over the old one (rename(2) replaces it in one step). */
async function pointAt(link: string, target: string): Promise<void> {
  const temporary = join(dirname(link), `.${basename(link)}-${randomBytes(4).toString('hex')}`);
  await symlink(target, temporary);
  try {
    await rename(temporary, link);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * `out` becomes a link to the current release's site. Builds before releases
 * wrote a real folder there: it is replaced once (the only non-atomic step, on
 * the first build of the new layout).
 */
async function linkOut(out: string, releasesDir: string): Promise<void> {
  const target = relative(dirname(out), join(releasesDir, currentLinkName, releaseLayout.site));
  const existing = await lstat(out).catch(() => null);
  if (existing?.isSymbolicLink() && (await readlink(out)) === target) return;
  if (existing && !existing.isSymbolicLink()) await rm(out, { recursive: true, force: true });
  await pointAt(out, target);
}

/**
 * A release's server imports the project's runtime packages; Node finds them by
 * walking up from the release to `node_modules`. A release written outside the
 * project (a test's or a benchmark's --out in a temporary folder) gets a link to them.
 */
async function linkPackages(releasesDir: string, projectRoot: string): Promise<void> {
  const fromProject = relative(projectRoot, releasesDir);
  if (!fromProject.startsWith('..') && !isAbsolute(fromProject)) return;
  const link = join(releasesDir, 'node_modules');
  if (await lstat(link).catch(() => null)) return;
  await symlink(join(projectRoot, 'node_modules'), link).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
}

/** A build killed halfway leaves its `.building-…` folder; one untouched for an hour belongs to no running build. */
const abandonedAfterMs = 60 * 60 * 1000;

async function pruneReleases(releasesDir: string, current: string): Promise<void> {
  const building = (await readdir(releasesDir)).filter((name) => name.startsWith('.building-'));
  for (const name of building) {
    const info = await stat(join(releasesDir, name)).catch(() => null);
    if (info && Date.now() - info.mtimeMs > abandonedAfterMs)
      await rm(join(releasesDir, name), { recursive: true, force: true });
  }
  const names = (await readdir(releasesDir)).filter(isReleaseName).sort();
  const stale = names.filter((name) => name !== current).slice(0, Math.max(0, names.length - keptReleases));
  await Promise.all(stale.map((name) => rm(join(releasesDir, name), { recursive: true, force: true })));
}

/**
 * A new release beside the current ones (`dist-releases/<id>/`), written in
 * full before anything points at it. Publishing switches `current` with one
 * rename, so a running server reads either the old release or the new one,
 * each whole, and never a folder half written or half removed.
 */
export async function createReleaseDir(out: string, projectRoot: string): Promise<ReleaseDir> {
  const releasesDir = releasesDirOf(out);
  await mkdir(releasesDir, { recursive: true });
  await linkPackages(releasesDir, projectRoot);
  const id = releaseId();
  const building = join(releasesDir, `.building-${id}`);
  await mkdir(building, { recursive: true });
  return {
    path: building,
    async makeCurrent() {
      await rename(building, join(releasesDir, id));
      await pointAt(join(releasesDir, currentLinkName), id);
      await linkOut(out, releasesDir);
      await pruneReleases(releasesDir, id);
    },
    async discard() {
      await rm(building, { recursive: true, force: true });
    },
  };
}
