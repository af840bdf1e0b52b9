import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';

export interface FontAssets {
  /** The @font-face rules, inlined into every page. */
  css: string;
  /** URLs to preload: the regular weight, which every page's body text needs first. */
  preload: string[];
  bytes: number;
}

export const fontWeights = [
  { file: 'Pretendard-Regular.woff2', weight: 400 },
  { file: 'Pretendard-SemiBold.woff2', weight: 600 },
  { file: 'Pretendard-Bold.woff2', weight: 700 },
] as const;

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export const pretendardDir = (root: string) => join(root, 'node_modules/pretendard/dist/web/static/woff2');

export interface FontFace {
  url: string;
  weight: number;
  data: Buffer;
}

/** The face of one weight, served under a name that changes with its content. */
export function fontFace(file: string, weight: number, data: Buffer): FontFace {
  return { url: `/assets/${file.replace('.woff2', '')}-${hash(data).slice(0, 8).toUpperCase()}.woff2`, weight, data };
}

/** The @font-face rules and preloads for the faces. */
export function fontAssets(faces: FontFace[]): FontAssets {
  const css = faces
    .map(({ url, weight }) =>
      `@font-face{font-family:'Pretendard';font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format('woff2')}`,
    )
    .join('\n');
  return {
    css,
    preload: faces.filter(({ weight }) => weight === 400).map(({ url }) => url),
    bytes: faces.reduce((sum, { data }) => sum + data.length, 0),
  };
}

/**
 * Subsetting takes about half a second per weight, so results are kept in
 * .cache/fonts keyed by the font file and the characters. (`npm run dev` skips
 * subsetting and serves the whole fonts: a new character would cost it 1.5 s.)
 */
async function subsetWithCache(cacheDir: string, source: string, characters: string): Promise<Buffer> {
  const font = await readFile(source);
  const cached = join(cacheDir, `${hash(hash(font) + characters)}.woff2`);
  const hit = await readFile(cached).catch(() => null);
  if (hit) return hit;
  const subset = await subsetFont(font, characters, { targetFormat: 'woff2' });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, subset);
  return subset;
}

/** Writes Pretendard subset to `characters` into `<outDir>/assets/` and returns its @font-face CSS. */
export async function buildFonts(root: string, outDir: string, characters: string): Promise<FontAssets> {
  const cacheDir = join(root, '.cache/fonts');
  await mkdir(join(outDir, 'assets'), { recursive: true });
  const faces = [];
  for (const { file, weight } of fontWeights) {
    const face = fontFace(file, weight, await subsetWithCache(cacheDir, join(pretendardDir(root), file), characters));
    await writeFile(join(outDir, face.url), face.data);
    faces.push(face);
  }
  return fontAssets(faces);
}
