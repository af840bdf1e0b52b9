import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { buildCacheDir, writeCacheFile } from './cache-dir';
import { fallbackFaces } from './fallback-faces';
import { charactersBySource, fontSources, unicodeRangeOf } from './font-sources';
import { SITE_FONTS, type FontChoice } from '../theme/siteFonts';

export interface FontAssets {
  /**
   * The @font-face rules of the web font and of the local faces drawn before it
   * (fallback-faces.ts), inlined into every page. Nothing is preloaded: the first
   * paint needs no download (src/theme/webFont.ts). Empty on the system's fonts.
   */
  css: string;
  bytes: number;
  /** Faces subset by this build; 0 when every face came from the cache. */
  subset: number;
}

/** One weight, or a variable face's range of weights (the CSS `font-weight` descriptor). */
export type FontWeight = number | readonly [number, number];

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export interface FontFace {
  url: string;
  weight: FontWeight;
  data: Buffer;
  /** The characters the face draws, as CSS names them; all without. */
  unicodeRange?: string;
}

/** The face of one weight or range, served under a name that changes with its content. */
export function fontFace(file: string, weight: FontWeight, data: Buffer, unicodeRange?: string): FontFace {
  const url = `/assets/${file.replace('.woff2', '')}-${hash(data).slice(0, 8).toUpperCase()}.woff2`;
  return { url, weight, data, ...(unicodeRange ? { unicodeRange } : {}) };
}

const weightDescriptor = (weight: FontWeight) => (typeof weight === 'number' ? `${weight}` : weight.join(' '));

/** The @font-face rules for the site font's faces, after those of the local faces that stand in for them. */
export function fontAssets(faces: FontFace[], choice: FontChoice, subset = 0): FontAssets {
  const { family } = SITE_FONTS[choice];
  const webFaces = faces.map(
    ({ url, weight, unicodeRange }) =>
      `@font-face{font-family:'${family}';font-style:normal;font-weight:${weightDescriptor(weight)};font-display:swap;src:url(${url}) format('woff2')${unicodeRange ? `;unicode-range:${unicodeRange}` : ''}}`,
  );
  return {
    css: [fallbackFaces(choice), ...webFaces].filter(Boolean).join('\n'),
    bytes: faces.reduce((sum, { data }) => sum + data.length, 0),
    subset,
  };
}

/**
 * Subsetting takes about 0.8 s, so results are kept in the font cache keyed by
 * the font file, the weight range and the characters: an edit that adds no new
 * character subsets nothing. (`npm run dev` skips subsetting and serves the
 * whole fonts: a new character would cost it that time on every keystroke.)
 */
async function subsetWithCache(
  cacheDir: string,
  source: string,
  weight: FontWeight,
  characters: string,
): Promise<{ data: Buffer; hit: boolean }> {
  const font = await readFile(source);
  const cached = join(cacheDir, `${hash(`${hash(font)}:${weightDescriptor(weight)}:${characters}`)}.woff2`);
  const hit = await readFile(cached).catch(() => null);
  if (hit) return { data: hit, hit: true };
  const axes =
    typeof weight === 'number' ? undefined : { wght: { min: weight[0], max: weight[1], default: weight[0] } };
  const data = await subsetFont(font, characters, { targetFormat: 'woff2', variationAxes: axes });
  await mkdir(cacheDir, { recursive: true });
  await writeCacheFile(cached, data);
  return { data, hit: false };
}

/**
 * Writes the site's font (site.json's `theme.font`) subset to `characters` into
 * `<outDir>/assets/` and returns its @font-face CSS: one file for Pretendard,
 * one for each of Noto Serif KR's files that holds some of the characters
 * (with the unicode-range of those, so a page fetches the files it shows),
 * none for the system's fonts.
 */
export async function buildFonts(
  root: string,
  outDir: string,
  characters: string,
  choice: FontChoice,
): Promise<FontAssets> {
  await mkdir(join(outDir, 'assets'), { recursive: true });
  const sources = charactersBySource(await fontSources(root, choice), characters);
  const built = await Promise.all(
    sources.map(async ([source, held]) => {
      const { data, hit } = await subsetWithCache(buildCacheDir('fonts', root), source.path, source.weight, held);
      const face = fontFace(source.file, source.weight, data, source.ranges ? unicodeRangeOf(held) : undefined);
      await writeFile(join(outDir, face.url), face.data);
      return { face, hit };
    }),
  );
  const subset = built.filter(({ hit }) => !hit).length;
  return fontAssets(
    built.map(({ face }) => face),
    choice,
    subset,
  );
}
