import { build } from 'esbuild';

/**
 * Bundles src/dev/liveReloadClient.ts into one classic script, once per dev
 * server run: it is the dev server's own code, not the site's.
 */
export async function bundleDevClient(root: string): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/dev/liveReloadClient.ts'],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no output for src/dev/liveReloadClient.ts.');
  return output.text;
}
