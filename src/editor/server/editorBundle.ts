import { relative, resolve } from 'node:path';
import { build, type BuildFailure } from 'esbuild';

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

/**
 * Bundles the editor's page once, when `npm run edit` starts, into memory: it is
 * a tool for this computer, never part of dist/, so nothing of it reaches the
 * visitors' JavaScript.
 */
export async function bundleEditor(root: string, entry: string): Promise<EditorBundle> {
  // Nothing is written there (write: false); esbuild only names the files by it.
  const outdir = resolve(root, 'editor-out');
  let outputFiles;
  try {
    ({ outputFiles } = await build({
      absWorkingDir: root,
      entryPoints: { editor: entry },
      outdir,
      assetNames: '[name]-[hash]',
      publicPath: '/',
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      write: false,
      // Korean text as it is: escaped, it takes three times the bytes.
      charset: 'utf8',
      define: { 'process.env.NODE_ENV': '"production"' },
      loader: { '.woff2': 'file', '.svg': 'file', '.png': 'file' },
      logLevel: 'silent',
    }));
  } catch (error) {
    throw new Error(`편집기 화면(${relative(root, entry) || entry})을 묶지 못했습니다: ${describe(error)}`);
  }
  const files = new Map(outputFiles.map((file) => {
    const path = `/${relative(outdir, file.path).split('\\').join('/')}`;
    return [path, { body: file.contents, type: typeOf(path) }] as const;
  }));
  return { files, stylesheets: [...files.keys()].filter((path) => path.endsWith('.css')) };
}
