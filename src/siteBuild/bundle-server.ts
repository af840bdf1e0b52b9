import { copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { releaseLayout } from '../siteServer/release/releaseLayout';
import { rendererBuildOptions } from './load-renderer';

/**
 * The server a release runs, as plain ESM JavaScript in `<release>/server/`:
 * main.mjs (npm start), inquiries.mjs (npm run inquiries) and renderer.mjs (the
 * prerenderer, with the React build the pages hydrate with). Only the packages
 * in package.json's `dependencies` stay outside the bundle, so a production
 * install (npm ci --omit=dev) has everything the server imports.
 */
export async function bundleServer(root: string, releaseDir: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const serverDir = join(releaseDir, releaseLayout.server);
  await Promise.all([
    build({
      absWorkingDir: root,
      entryPoints: { main: 'src/siteServer/main.ts', inquiries: 'src/siteServer/cli/inquiries.ts' },
      outdir: serverDir,
      outExtension: { '.js': '.mjs' },
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: Object.keys(manifest.dependencies),
      // CommonJS code bundled into ESM still calls require() for Node built-ins.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      logLevel: 'silent',
    }),
    build(rendererBuildOptions(root, join(releaseDir, releaseLayout.renderer))),
    // The release names its own runtime packages: a server installs them into the release's folder
    // (src/siteServer/launch/use-release.mjs) while the previous release keeps running on its own.
    ...releaseLayout.packages.map((name) => copyFile(join(root, name), join(releaseDir, name))),
  ]);
}
