import { readFile } from 'node:fs/promises';
import { devFontPath } from '../dev/protocol';
import { fontSources } from '../siteBuild/font-sources';
import { fontAssets, fontFace, type FontAssets, type FontFace } from '../siteBuild/fonts';
import type { FontChoice } from '../theme/siteFonts';

export interface DevFonts {
  /** The faces of every font a site may choose: each has its own family, so a page draws the one its theme names. */
  assets: FontAssets;
  faces: FontFace[];
  /** Pretendard's face, which the error overlay uses whatever the site's font. */
  overlayFace: FontFace;
}

const choices: FontChoice[] = ['sans', 'serif'];
const rangeText = (ranges: readonly (readonly [number, number])[]) =>
  ranges.map(([first, last]) => `U+${first.toString(16)}-${last.toString(16)}`).join(',');

/**
 * The faces the built pages use, whole, read once when `npm run dev` starts:
 * Pretendard's file and all of Noto Serif KR's (each with its characters' range,
 * so a page fetches those it shows). The build subsets them to the manifest's
 * characters, which takes over a second for every new character typed into
 * site.json; a local server can afford a few MB. Changing `theme.font` needs no
 * restart: every font's faces are on every page.
 */
export async function wholeFonts(root: string): Promise<DevFonts> {
  const byChoice = await Promise.all(
    choices.map(async (choice) => {
      const faces = await Promise.all(
        (await fontSources(root, choice)).map(async ({ file, path, weight, ranges }) =>
          fontFace(file, weight, await readFile(path), ranges ? rangeText(ranges) : undefined),
        ),
      );
      return { faces, css: fontAssets(faces, choice).css };
    }),
  );
  const faces = byChoice.flatMap((font) => font.faces);
  const css = byChoice.map((font) => font.css).join('\n');
  return { assets: { css, bytes: 0, subset: 0 }, faces, overlayFace: byChoice[0]!.faces[0]! };
}

/** The font files the pages use, by URL path. */
export const pageFontFiles = ({ faces }: DevFonts): [string, Buffer][] => faces.map((face) => [face.url, face.data]);

/** Pretendard again, under the fixed name the overlay's styles use. */
export const overlayFontFiles = ({ overlayFace }: DevFonts): [string, Buffer][] => [[devFontPath, overlayFace.data]];
