import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/ensure-chromium';
import { buildOrThrow } from './helpers/run-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site the tests serve: SITE_DIST when npm test built it, else a build made here. */
    siteDist: string;
    chromePath: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('chromePath', ensureChromium());
  const given = process.env.SITE_DIST;
  if (given) {
    project.provide('siteDist', given);
    return async () => {};
  }
  const dir = await mkdtemp(join(tmpdir(), 'site-e2e-'));
  const dist = join(dir, 'dist');
  const remove = () => rm(dir, { recursive: true, force: true });
  // Vitest runs no teardown when setup throws, so a failed build cleans up here.
  await buildOrThrow(['--out', dist]).catch(async (error: unknown) => {
    await remove();
    throw error;
  });
  project.provide('siteDist', dist);
  return remove;
}
