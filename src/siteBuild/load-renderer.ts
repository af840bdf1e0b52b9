import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import type { Renderer } from '../siteServer/release/Release';
import { styledIdsPlugin } from './styled-ids-plugin';

/** esbuild's settings for the prerenderer (a release's server/renderer.mjs); `npm run dev` keeps a context with the same ones. */
export function rendererBuildOptions(root: string, outfile: string) {
  return {
    absWorkingDir: root,
    entryPoints: ['src/render/prerender.tsx'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    define: { 'process.env.NODE_ENV': '"production"' },
    // CommonJS packages inside an ESM bundle still call require() for Node built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [styledIdsPlugin()],
    logLevel: 'silent',
  } satisfies BuildOptions;
}

/**
 * Bundles src/render/prerender.tsx for Node into a temporary file and imports it (the editor's preview).
 * Bundling (instead of importing the .tsx through tsx) gives the prerender the
 * same production builds of React and styled-components the client hydrates with.
 */
export async function loadRenderer(root: string): Promise<Renderer> {
  const dir = await mkdtemp(join(tmpdir(), 'site-renderer-'));
  try {
    const outfile = join(dir, 'prerender.mjs');
    await build(rendererBuildOptions(root, outfile));
    return (await import(pathToFileURL(outfile).href)) as Renderer;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
