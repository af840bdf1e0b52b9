import { relative, resolve } from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { siteManifestPlugin } from './manifest-plugin';

export interface ClientBundle {
  /** Public URL of the entry script, e.g. /assets/client-3F2A1B7C.js */
  script: string;
  bytes: number;
}

const entry = 'src/entry.client.tsx';

/** esbuild's settings for the client; `npm run dev` keeps a context with the same ones. */
export function clientBuildOptions(root: string, outDir: string, manifest: () => SiteManifest) {
  return {
    absWorkingDir: root,
    entryPoints: { client: entry },
    outdir: outDir,
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    sourcemap: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [siteManifestPlugin(manifest)],
    metafile: true,
    logLevel: 'silent',
  } satisfies BuildOptions;
}

/** The entry script esbuild wrote, found in its metafile. */
export function clientEntry(metafile: Metafile, root: string, outDir: string): ClientBundle {
  const output = Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint === entry);
  if (!output) throw new Error(`esbuild wrote no output for ${entry}.`);
  const [outPath, meta] = output;
  const file = relative(outDir, resolve(root, outPath)).split('\\').join('/');
  return { script: `/${file}`, bytes: meta.bytes };
}

/** Bundles the hydrating client into `<outDir>/assets/` with content-hashed names. */
export async function bundleClient(root: string, outDir: string, manifest: SiteManifest): Promise<ClientBundle> {
  const result = await build(clientBuildOptions(root, outDir, () => manifest));
  return clientEntry(result.metafile, root, outDir);
}
