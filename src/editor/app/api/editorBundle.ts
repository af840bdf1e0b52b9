import { relative, resolve } from 'node:path';
import { build, type BuildFailure, type BuildOptions } from 'esbuild';

/** The editor's page as the browser loads it: files by URL path, and the stylesheets the shell links. */
export interface EditorBundle {
  files: Map<string, { body: Uint8Array; type: string }>;
  stylesheets: string[];
}

export const editorScriptPath = '/editor.js';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};
const typeOf = (path: string) => types[/\.[^.]+$/.exec(path)?.[0] ?? ''] ?? 'application/octet-stream';

function describe(error: unknown): string {
  const [first] = (error as Partial<BuildFailure>).errors ?? [];
  if (!first) return error instanceof Error ? error.message : String(error);
  const where = first.location ? `${first.location.file}:${first.location.line}:${first.location.column + 1}: ` : '';
  return where + first.text;
}

/** Browser code bundled into memory, by URL path. */
export interface MemoryBundle {
  files: Map<string, { body: Uint8Array; type: string }>;
  /** The URL path of the output esbuild made for `entryPoint`. */
  urlOf(entryPoint: string): string;
}

/**
 * Bundles browser code once, when `npm run edit` starts, into memory: the
 * editor is a tool for this computer, never part of dist/, so nothing of it
 * reaches the visitors' JavaScript. `shown` names the code in a failure.
 */
export async function bundleInMemory(root: string, shown: string, options: BuildOptions): Promise<MemoryBundle> {
  // Nothing is written there (write: false); esbuild only names the files by it.
  const outdir = resolve(root, 'editor-out');
  let result;
  try {
    result = await build({
      absWorkingDir: root,
      outdir,
      assetNames: '[name]-[hash]',
      publicPath: '/',
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      // Korean text as it is: escaped, it takes three times the bytes.
      charset: 'utf8',
      define: { 'process.env.NODE_ENV': '"production"' },
      loader: { '.woff2': 'file', '.svg': 'file', '.png': 'file' },
      logLevel: 'silent',
      ...options,
      write: false,
      metafile: true,
    });
  } catch (error) {
    throw new Error(`${shown}을 묶지 못했습니다: ${describe(error)}`);
  }
  // An output's path (absolute in outputFiles, relative to root in the metafile) as the URL it is served at.
  const urlPath = (outPath: string) => `/${relative(outdir, resolve(root, outPath)).split('\\').join('/')}`;
  const files = new Map(
    result.outputFiles.map((file) => {
      const path = urlPath(file.path);
      return [path, { body: file.contents, type: typeOf(path) }] as const;
    }),
  );
  const { outputs } = result.metafile;
  return {
    files,
    urlOf(entryPoint) {
      const found = Object.keys(outputs).find((outPath) => outputs[outPath]!.entryPoint === entryPoint);
      if (!found) throw new Error(`esbuild wrote no output for ${entryPoint}.`);
      return urlPath(found);
    },
  };
}

/** The editor's page, bundled when `npm run edit` starts. */
export async function bundleEditor(root: string, entry: string): Promise<EditorBundle> {
  const { files } = await bundleInMemory(root, `편집기 화면(${relative(root, entry) || entry})`, {
    entryPoints: { editor: entry },
  });
  return { files, stylesheets: [...files.keys()].filter((path) => path.endsWith('.css')) };
}
