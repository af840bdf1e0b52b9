import type { Plugin } from 'esbuild';
import { bundleInMemory, type MemoryBundle } from '../../app/api/editorBundle';

const entry = 'src/editor/preview/frame/main.tsx';

export interface PreviewFrameBundle {
  files: MemoryBundle['files'];
  /** The URL path of the frame's entry, which every preview page loads. */
  script: string;
}

/**
 * The preview frame's script: the site's islands and the frame's talk with the
 * editor, split like the site's client (each island a chunk of its own) and
 * with the same styled-component ids as the prerender, so hydration matches.
 * Served under /_preview/, beside the site's own paths.
 */
export async function bundlePreviewFrame(root: string, styledIds: Plugin): Promise<PreviewFrameBundle> {
  const bundle = await bundleInMemory(root, `미리보기 화면(${entry})`, {
    entryPoints: { frame: entry },
    entryNames: '_preview/[name]-[hash]',
    chunkNames: '_preview/[name]-[hash]',
    assetNames: '_preview/[name]-[hash]',
    splitting: true,
    plugins: [styledIds],
  });
  return { files: bundle.files, script: bundle.urlOf(entry) };
}
