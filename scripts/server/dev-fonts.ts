import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fontAssets, fontFace, fontWeights, pretendardDir, type FontAssets } from '../build/fonts';

export interface DevFonts {
  assets: FontAssets;
  /** The font files by URL path. */
  files: Map<string, Buffer>;
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
  return { assets: fontAssets(faces), files: new Map(faces.map((face) => [face.url, face.data])) };
}
