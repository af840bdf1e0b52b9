import { readFile } from 'node:fs/promises';
import { transformAsync } from '@babel/core';
import type { Plugin } from 'esbuild';

// The code a file becomes depends only on its path and contents; `npm run dev` rebuilds often.
const transformed = new Map<string, string>();

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
        const key = `${path}\0${source}`;
        let code = transformed.get(key);
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
          transformed.set(key, code);
        }
        return { contents: code, loader };
      });
    },
  };
}
