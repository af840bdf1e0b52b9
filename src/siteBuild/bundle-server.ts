import { copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { releaseLayout } from '../siteServer/release/releaseLayout';
import { rendererBuildOptions } from './load-renderer';

/**
 * esbuild's options for server entry points as a release carries them: plain ESM JavaScript for Node, with only the
 * packages in package.json's `dependencies` left outside the bundle.
 */
export async function serverBundleOptions(
  root: string,
  entryPoints: Record<string, string>,
  outdir: string,
): Promise<BuildOptions> {
  const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return {
    absWorkingDir: root,
    entryPoints,
    outdir,
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
  };
}

/**
 * The server a release runs, in `<release>/server/`: main.mjs (npm start), inquiries.mjs (npm run inquiries) and
 * renderer.mjs (the prerenderer, with the React build the pages hydrate with). A production install
 * (npm ci --omit=dev) has every package they import.
 */
export async function bundleServer(root: string, releaseDir: string): Promise<void> {
  const serverDir = join(releaseDir, releaseLayout.server);
  await Promise.all([
    build(
      await serverBundleOptions(
        root,
        { main: 'src/siteServer/main.ts', inquiries: 'src/siteServer/cli/inquiries.ts' },
        serverDir,
      ),
    ),
    build(rendererBuildOptions(root, join(releaseDir, releaseLayout.renderer))),
    // The release names its own runtime packages: a server installs them into the release's folder
    // (src/siteServer/launch/use-release.mjs) while the previous release keeps running on its own.
    ...releaseLayout.packages.map((name) => copyFile(join(root, name), join(releaseDir, name))),
  ]);
}
