import type { EditorTools } from '../editor/app/api/editorTools';
import { loadRenderer } from '../siteBuild/load-renderer';
import { styledIdsPlugin } from '../siteBuild/styled-ids-plugin';
import { pageFontFiles, wholeFonts } from './dev-fonts';

/** The build's tools `npm run edit` uses, handed to startEditor (see src/editor/app/api/editorTools.ts). */
export const editorTools: EditorTools = {
  loadRenderer,
  styledIdsPlugin,
  async wholeFonts(root) {
    const fonts = await wholeFonts(root);
    return { css: fonts.assets.css, files: pageFontFiles(fonts) };
  },
};
