import { relative, resolve } from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import type { PageAssets } from '../render/prerender';
import { islandNames } from '../islands/islandNames';
import { styledIdsPlugin } from './styled-ids-plugin';

export type ClientAssets = Required<Pick<PageAssets, 'script' | 'scriptImports' | 'islandModules'>>;

export interface ClientBundle extends ClientAssets {
  /** Bytes of every module written, the islands' included. */
  bytes: number;
}

const entry = 'src/islands/client.tsx';
const islandModule = (name: string) => `src/islands/components/${name}.tsx`;

/** esbuild's settings for the client; `npm run dev` keeps a context with the same ones. */
export function clientBuildOptions(root: string, outDir: string) {
  return {
    absWorkingDir: root,
    entryPoints: { client: entry },
    outdir: outDir,
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    bundle: true,
    // Each island's file becomes a chunk of its own, loaded by the pages that have that island.
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    // Korean as UTF-8 rather than \uXXXX escapes: a syllable is 3 bytes instead of 6. Module scripts are
    // always decoded as UTF-8, and the server names the charset too.
    charset: 'utf8',
    sourcemap: false,
    // Chromium (136+) then compiles every function while the file streams in, on a background thread,
    // instead of each one on the main thread when first called: evaluating React DOM and hydrating were
    // 8–15 ms tasks on this machine, four times that on a phone. Every module here runs once it is loaded.
    banner: { js: '//# allFunctionsCalledOnLoad' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [styledIdsPlugin()],
    metafile: true,
    logLevel: 'silent',
  } satisfies BuildOptions;
}

/** The client's modules as the pages need them, found in esbuild's metafile. */
export function clientAssets(metafile: Metafile, root: string, outDir: string): ClientAssets {
  const url = (outPath: string) => `/${relative(outDir, resolve(root, outPath)).split('\\').join('/')}`;
  const outputOf = (entryPoint: string) => {
    const found = Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint === entryPoint);
    if (!found) throw new Error(`esbuild wrote no output for ${entryPoint}.`);
    return found[0];
  };
  // An output and every chunk it imports statically, which the browser would otherwise discover one import at a time.
  const withImports = (outPath: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(outPath)) return seen;
    seen.add(outPath);
    for (const imported of metafile.outputs[outPath]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) withImports(imported.path, seen);
    }
    return seen;
  };
  const main = outputOf(entry);
  const islandOutputs = new Map(islandNames.map((name) => [name, outputOf(islandModule(name))]));
  const islandPaths = new Set(islandOutputs.values());
  // The entry imports React DOM and the islands' code dynamically, to evaluate them in tasks of their
  // own (see client.tsx); every page needs them, so they are preloaded with it like its static imports.
  const startedByMain = (metafile.outputs[main]?.imports ?? [])
    .filter((imported) => imported.kind === 'dynamic-import' && !imported.external && !islandPaths.has(imported.path))
    .map((imported) => imported.path);
  const mainModules = [main, ...startedByMain].reduce((seen, path) => withImports(path, seen), new Set<string>());
  const islandModules = Object.fromEntries(
    [...islandOutputs].map(([name, path]) => [
      name,
      [...withImports(path)].filter((module) => !mainModules.has(module)).map(url),
    ]),
  );
  return { script: url(main), scriptImports: [...mainModules].filter((path) => path !== main).map(url), islandModules };
}

/** Bundles the islands' client into `<outDir>/assets/` with content-hashed names. */
export async function bundleClient(root: string, outDir: string): Promise<ClientBundle> {
  const result = await build(clientBuildOptions(root, outDir));
  const bytes = Object.entries(result.metafile.outputs)
    .filter(([path]) => path.endsWith('.js'))
    .reduce((sum, [, meta]) => sum + meta.bytes, 0);
  return { ...clientAssets(result.metafile, root, outDir), bytes };
}
