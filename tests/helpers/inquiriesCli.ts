import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { serverBundleOptions } from '../../src/siteBuild/bundle-server';
import { projectRoot } from '../../src/siteBuild/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `npm run inquiries` as a release carries it, which tests/siteServer/cli/runInquiriesCli.ts runs. */
    inquiriesCli: string;
  }
}

/**
 * The inquiries CLI bundled as a release bundles it, once for a test run: the tests start it a hundred times, and
 * each start from the source took tsx's loader 0.6 core-seconds against the bundle's 0.15. It is written under the
 * project's .cache, where Node finds the packages the bundle leaves outside; `remove` deletes it.
 */
export async function bundleInquiriesCli(): Promise<{ file: string; remove: () => Promise<void> }> {
  const cacheDir = join(projectRoot, '.cache');
  await mkdir(cacheDir, { recursive: true });
  const dir = await mkdtemp(join(cacheDir, 'inquiries-cli-'));
  await build(await serverBundleOptions(projectRoot, { inquiries: 'src/siteServer/cli/inquiries.ts' }, dir));
  return { file: join(dir, 'inquiries.mjs'), remove: () => rm(dir, { recursive: true, force: true }) };
}
