import type { Plugin } from 'esbuild';
import type { SiteManifest } from '../../src/manifest/site.gen';

/**
 * Provides `import manifest from 'site:manifest'` (see src/site-manifest.d.ts):
 * the client bundle gets the manifest that was validated, never a second read of site.json.
 * A getter rather than a value: `npm run dev` keeps one esbuild context and swaps the manifest between rebuilds
 * (esbuild calls onLoad again on every rebuild).
 */
export function siteManifestPlugin(manifest: () => SiteManifest): Plugin {
  return {
    name: 'site-manifest',
    setup(build) {
      build.onResolve({ filter: /^site:manifest$/ }, () => ({ path: 'site.json', namespace: 'site-manifest' }));
      build.onLoad({ filter: /.*/, namespace: 'site-manifest' }, () => ({
        contents: JSON.stringify(manifest()),
        loader: 'json',
      }));
    },
  };
}
