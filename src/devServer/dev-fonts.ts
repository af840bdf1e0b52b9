import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { devFontPath } from '../dev/protocol';
import {
  fontAssets,
  fontFace,
  pageFont,
  pretendardVariableDir,
  type FontAssets,
  type FontFace,
} from '../siteBuild/fonts';

export interface DevFonts {
  assets: FontAssets;
  face: FontFace;
}

/**
 * The face the built pages use, whole, read once when `npm run dev` starts. The
 * build subsets it to the manifest's characters, which takes over a second for
 * every new character typed into site.json; a local server can afford 2 MB.
 */
export async function wholeFonts(root: string): Promise<DevFonts> {
  const { file, weight } = pageFont;
  const face = fontFace(file, weight, await readFile(join(pretendardVariableDir(root), file)));
  return { assets: fontAssets([face]), face };
}

/** The font file the pages use, by URL path. */
export const pageFontFiles = ({ face }: DevFonts): [string, Buffer][] => [[face.url, face.data]];

/** The same face again, under the fixed name the overlay's styles use. */
export const overlayFontFiles = ({ face }: DevFonts): [string, Buffer][] => [[devFontPath, face.data]];
