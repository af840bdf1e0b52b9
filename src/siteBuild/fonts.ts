import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { buildCacheDir, writeCacheFile } from './cache-dir';
import { fallbackFaces } from './fallback-faces';
import { webFont } from '../theme/webFont';

export interface FontAssets {
  /**
   * The @font-face rules of the web font and of the local faces drawn before it
   * (fallback-faces.ts), inlined into every page. Nothing is preloaded: the first
   * paint needs no download (src/theme/webFont.ts).
   */
  css: string;
  bytes: number;
  /** Faces subset by this build; 0 when every face came from the cache. */
  subset: number;
}

/** One weight, or a variable face's range of weights (the CSS `font-weight` descriptor). */
export type FontWeight = number | readonly [number, number];

/**
 * What the built pages use: the variable Pretendard, its weight axis cut to the
 * weights the styles ask for (400 text, 600 labels, 700 headings). Subset to
 * the site's characters it weighs about 97 KB, less than the static 400 and 700
 * (114 KB) and far less than 400, 600 and 700 (167 KB), and draws 600 as 600.
 * `npm run dev` and the editor serve the same face whole.
 */
export const pageFont = { file: 'PretendardVariable.woff2', weight: [400, 700] as const };

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export const pretendardVariableDir = (root: string) => join(root, 'node_modules/pretendard/dist/web/variable/woff2');

export interface FontFace {
  url: string;
  weight: FontWeight;
  data: Buffer;
}

/** The face of one weight or range, served under a name that changes with its content. */
export function fontFace(file: string, weight: FontWeight, data: Buffer): FontFace {
  return { url: `/assets/${file.replace('.woff2', '')}-${hash(data).slice(0, 8).toUpperCase()}.woff2`, weight, data };
}

const weightDescriptor = (weight: FontWeight) => (typeof weight === 'number' ? `${weight}` : weight.join(' '));

/** The @font-face rules for the faces, after those of the local faces that stand in for them. */
export function fontAssets(faces: FontFace[], subset = 0): FontAssets {
  const webFaces = faces.map(
    ({ url, weight }) =>
      `@font-face{font-family:'${webFont.family}';font-style:normal;font-weight:${weightDescriptor(weight)};font-display:swap;src:url(${url}) format('woff2')}`,
  );
  return {
    css: [fallbackFaces, ...webFaces].join('\n'),
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

/** Writes Pretendard subset to `characters` into `<outDir>/assets/` and returns its @font-face CSS. */
export async function buildFonts(root: string, outDir: string, characters: string): Promise<FontAssets> {
  await mkdir(join(outDir, 'assets'), { recursive: true });
  const { file, weight } = pageFont;
  const { data, hit } = await subsetWithCache(
    buildCacheDir('fonts', root),
    join(pretendardVariableDir(root), file),
    weight,
    characters,
  );
  const face = fontFace(file, weight, data);
  await writeFile(join(outDir, face.url), face.data);
  return fontAssets([face], hit ? 0 : 1);
}
