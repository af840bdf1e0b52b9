import type { Plugin } from 'esbuild';
import type { Renderer } from '../../../siteServer/release/Release';

/**
 * What `npm run edit` borrows from the build's tools (src/siteBuild), handed in
 * by scripts/edit.ts (src/devServer/editor-tools.ts): build tools may import
 * src/, never the other way round.
 */
export interface EditorTools {
  /** The site's prerenderer, bundled for Node with the React the browser gets. */
  loadRenderer(root: string): Promise<Renderer>;
  /** The esbuild plugin that gives styled components the ids the prerender gives them, so islands hydrate. */
  styledIdsPlugin(): Plugin;
  /** The pages' face, whole: its @font-face CSS and its files by URL path. */
  wholeFonts(root: string): Promise<{ css: string; files: [string, Uint8Array][] }>;
}
