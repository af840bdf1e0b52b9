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
  await buildOrThrow(['--out', dist]);
  project.provide('siteDist', dist);
  return () => rm(dir, { recursive: true, force: true });
}
