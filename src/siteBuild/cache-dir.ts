import { randomUUID } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from './paths';

/**
 * Where the build keeps what later builds reuse (subset fonts, minified SVGs,
 * compressed files), one folder per kind. Tests and the scale benchmark set
 * SITE_CACHE_DIR to start from an empty cache without touching the project's.
 */
export function buildCacheDir(kind: string, root = projectRoot): string {
  return join(process.env.SITE_CACHE_DIR || join(root, '.cache'), kind);
}

/** Writes a cache entry whole or not at all: a build stopped halfway must not leave a truncated file that a later build would serve. */
export async function writeCacheFile(path: string, data: Buffer | string): Promise<void> {
  const partial = `${path}.${randomUUID()}.partial`;
  await writeFile(partial, data);
  await rename(partial, path);
}
