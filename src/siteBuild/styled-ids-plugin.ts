import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { transformAsync } from '@babel/core';
import type { Plugin } from 'esbuild';
import { buildCacheDir, writeCacheFile } from './cache-dir';

// What a file becomes depends only on its path, its contents and the plugin's version:
// kept in memory for `npm run dev`'s rebuilds and on disk for the next build (Babel costs ~0.5 s a build).
const require = createRequire(import.meta.url);
const pluginVersion = `${(require('babel-plugin-styled-components/package.json') as { version: string }).version} ssr`;
const transformed = new Map<string, string>();

async function transform(path: string, source: string, loader: 'ts' | 'tsx'): Promise<string> {
  const key = createHash('sha256').update(`${pluginVersion}\0${path}\0${source}`).digest('hex');
  const inMemory = transformed.get(key);
  if (inMemory !== undefined) return inMemory;
  const cacheDir = buildCacheDir('styled-ids');
  const cached = join(cacheDir, `${key}.${loader}`);
  let code = await readFile(cached, 'utf8').catch(() => undefined);
  if (code === undefined) {
    // Babel leaves the TypeScript in place; esbuild strips it as usual.
    const result = await transformAsync(source, {
      filename: path,
      babelrc: false,
      configFile: false,
      plugins: [
        ['@babel/plugin-syntax-typescript', { isTSX: loader === 'tsx' }],
        ['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }],
      ],
    });
    code = result?.code ?? source;
    await mkdir(cacheDir, { recursive: true });
    await writeCacheFile(cached, code);
  }
  transformed.set(key, code);
  return code;
}

/**
 * Gives every styled component an id fixed by its file and position
 * (babel-plugin-styled-components), as the prerender and the islands must
 * agree on class names: without it styled-components numbers components in
 * the order they are created, which differs between the whole-site prerender
 * and an island's chunk. Also drops the template literals' whitespace.
 */
export function styledIdsPlugin(): Plugin {
  return {
    name: 'styled-ids',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        const loader = path.endsWith('x') ? 'tsx' : 'ts';
        if (!source.includes("from 'styled-components'")) return { contents: source, loader };
        const code = await transform(path, source, loader);
        return { contents: code, loader };
      });
    },
  };
}
