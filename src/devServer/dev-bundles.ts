import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { context, type OutputFile } from 'esbuild';
import { clientAssets, clientBuildOptions, type ClientAssets } from '../siteBuild/bundle-client';
import type { Renderer } from '../siteServer/release/Release';
import { rendererBuildOptions } from '../siteBuild/load-renderer';

export interface ClientOutput {
  /** The scripts the pages load. */
  assets: ClientAssets;
  /** Every file esbuild made, by URL path (/assets/client-<hash>.js, the islands' chunks, their maps). */
  files: Map<string, Uint8Array>;
}

export interface DevBundles {
  /** Bundles the client again (the islands' code; it holds no manifest). */
  client(): Promise<ClientOutput>;
  /**
   * The prerenderer, bundled and imported again after a change to the code
   * (`codeChanged`), until that succeeds; an edit of site.json alone reuses it.
   */
  renderer(codeChanged: boolean): Promise<Renderer>;
  dispose(): Promise<void>;
}

/**
 * The build's two esbuild bundles as contexts that live as long as `npm run dev`:
 * a rebuild parses only the files that changed. Nothing is written beside the
 * project; the client's files stay in memory, and the prerenderer goes through
 * one temporary file because Node imports modules from files.
 */
export async function createDevBundles(root: string): Promise<DevBundles> {
  const outDir = join(root, 'dist');
  const workDir = await mkdtemp(join(tmpdir(), 'site-dev-'));
  // Source maps for the developer; a build's output has none (nothing to serve to visitors).
  const client = await context({ ...clientBuildOptions(root, outDir), sourcemap: true, write: false });
  const server = await context({ ...rendererBuildOptions(root, join(workDir, 'prerender.mjs')), write: false });
  let loaded: { hash: string; renderer: Renderer } | null = null;
  let stale = true;
  let imports = 0;

  async function importRenderer(output: OutputFile): Promise<Renderer> {
    // A new name each time: Node caches a module by its URL. The old module stays in memory,
    // which costs a few megabytes per edit of src/ (not of site.json) over a dev session.
    const file = join(workDir, `prerender-${(imports += 1)}.mjs`);
    await writeFile(file, output.contents);
    try {
      return (await import(pathToFileURL(file).href)) as Renderer;
    } finally {
      await rm(file, { force: true });
    }
  }

  return {
    async client() {
      const result = await client.rebuild();
      const files = new Map(
        result.outputFiles.map((file) => [`/${relative(outDir, file.path).split('\\').join('/')}`, file.contents]),
      );
      return { assets: clientAssets(result.metafile, root, outDir), files };
    },
    async renderer(codeChanged) {
      stale ||= codeChanged;
      if (loaded && !stale) return loaded.renderer;
      const [output] = (await server.rebuild()).outputFiles;
      if (!output) throw new Error('esbuild wrote no output for src/render/prerender.tsx.');
      if (loaded?.hash !== output.hash) loaded = { hash: output.hash, renderer: await importRenderer(output) };
      stale = false;
      return loaded.renderer;
    },
    async dispose() {
      await Promise.all([client.dispose(), server.dispose()]);
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
