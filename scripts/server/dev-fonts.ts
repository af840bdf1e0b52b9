import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { devFontPath } from '../../src/dev/protocol';
import { fontAssets, fontFace, fontWeights, pretendardDir, type FontAssets, type FontFace } from '../build/fonts';

export interface DevFonts {
  assets: FontAssets;
  faces: FontFace[];
}

/**
 * The whole Pretendard fonts, read once when `npm run dev` starts. The build
 * subsets them to the manifest's characters, which takes over a second for
 * every new character typed into site.json; a local server can afford 2 MB.
 */
export async function wholeFonts(root: string): Promise<DevFonts> {
  const faces = await Promise.all(
    fontWeights.map(async ({ file, weight }) => fontFace(file, weight, await readFile(join(pretendardDir(root), file)))),
  );
  return { assets: fontAssets(faces), faces };
}

/** The font files the pages use, by URL path. */
export const pageFontFiles = ({ faces }: DevFonts): [string, Buffer][] => faces.map((face) => [face.url, face.data]);

/** The regular and bold faces again, under the fixed names the overlay's styles use. */
export const overlayFontFiles = ({ faces }: DevFonts): [string, Buffer][] =>
  faces.flatMap(({ weight, data }): [string, Buffer][] => (weight === 400 || weight === 700 ? [[devFontPath(weight), data]] : []));
