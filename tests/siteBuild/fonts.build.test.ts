import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fallbackFaces } from '../../src/siteBuild/fallback-faces';
import { buildFonts, fontAssets, fontFace, type FontAssets } from '../../src/siteBuild/fonts';
import { projectRoot } from '../../src/siteBuild/paths';

const characters = '분석 장비와 시험 사례 XPS·';
let dir: string;
let first: FontAssets;
let again: FontAssets;
let withNewCharacter: FontAssets;
let serif: FontAssets;
let system: FontAssets;

/** The files the @font-face rules load (the local faces have no url()). */
const webFontUrls = (assets: FontAssets) => [...assets.css.matchAll(/src:url\(([^)]+)\)/g)].map(([, url]) => url!);
const fontFile = (assets: FontAssets, out = 'out') => join(dir, out, webFontUrls(assets)[0]!);

/** The code points and variation axes of a woff2 (harfbuzz reads TrueType, so it is unpacked first). */
async function inspect(woff2: Buffer) {
  const truetype = await subsetFont(woff2, characters + '가나다라마바사', { targetFormat: 'truetype' });
  const face = new Face(new Blob(new Uint8Array(truetype)));
  return { unicodes: [...face.collectUnicodes()].sort((a, b) => a - b), axes: face.getAxisInfos() };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-fonts-'));
  process.env.SITE_CACHE_DIR = join(dir, 'cache');
  first = await buildFonts(projectRoot, join(dir, 'out'), characters, 'sans');
  again = await buildFonts(projectRoot, join(dir, 'out'), characters, 'sans');
  withNewCharacter = await buildFonts(projectRoot, join(dir, 'out-2'), `${characters}값`, 'sans');
  serif = await buildFonts(projectRoot, join(dir, 'out-serif'), characters, 'serif');
  system = await buildFonts(projectRoot, join(dir, 'out-system'), characters, 'system');
});

afterAll(async () => {
  delete process.env.SITE_CACHE_DIR;
  await rm(dir, { recursive: true, force: true });
});

describe('fontAssets', () => {
  const regular = fontFace('Regular.woff2', 400, Buffer.from('regular'));
  const bold = fontFace('Bold.woff2', 700, Buffer.from('bold'));
  const variable = fontFace('Variable.woff2', [400, 700], Buffer.from('variable'));

  it('swaps in every face and gives a variable face its weight range, after the local faces that stand in for them', () => {
    const { css } = fontAssets([regular, variable], 'sans');
    expect(css.split('\n')).toEqual([
      ...fallbackFaces('sans').split('\n'),
      `@font-face{font-family:'Pretendard';font-style:normal;font-weight:400;font-display:swap;src:url(${regular.url}) format('woff2')}`,
      `@font-face{font-family:'Pretendard';font-style:normal;font-weight:400 700;font-display:swap;src:url(${variable.url}) format('woff2')}`,
    ]);
    expect(webFontUrls(fontAssets([bold], 'sans'))).toEqual([bold.url]);
  });

  it('names a face by its content', () => {
    expect(regular.url).toMatch(/^\/assets\/Regular-[0-9A-F]{8}\.woff2$/);
    expect(fontFace('Regular.woff2', 400, Buffer.from('other')).url).not.toBe(regular.url);
  });
});

describe('buildFonts', () => {
  it('writes one variable face covering 400 to 700, subset to the characters', async () => {
    expect(webFontUrls(first)).toHaveLength(1);
    expect(first.css).toContain('font-weight:400 700;font-display:swap');
    const data = await readFile(fontFile(first));
    expect(data.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(data.length).toBe(first.bytes);
    const { unicodes, axes } = await inspect(data);
    const wanted = [...new Set(characters)].map((character) => character.codePointAt(0)!).sort((a, b) => a - b);
    expect(unicodes).toEqual(wanted);
    expect(axes.wght).toMatchObject({ min: 400, max: 700 });
  });

  it('subsets on a cold cache, takes the same characters from the cache, and subsets again for a new character', async () => {
    expect(first.subset).toBe(1);
    expect(again).toEqual({ ...first, subset: 0 });
    expect(withNewCharacter.subset).toBe(1);
    expect(webFontUrls(withNewCharacter)).not.toEqual(webFontUrls(first));
    // Pretendard's two subsets, and one for each file of the serif's.
    expect(await readdir(join(dir, 'cache', 'fonts'))).toHaveLength(2 + webFontUrls(serif).length);
  });
});

describe('the font a site chooses', () => {
  it('subsets Noto Serif KR from the files holding the characters, each face drawing only its own', async () => {
    const urls = webFontUrls(serif);
    expect(urls.length).toBeGreaterThan(1);
    expect(serif.css).toContain(`font-family:'Noto Serif KR Fallback'`);
    expect(serif.css).not.toContain('Pretendard');
    const ranges = [...serif.css.matchAll(/font-family:'Noto Serif KR';[^}]*unicode-range:([^}]+)\}/g)].map(
      ([, range]) => range,
    );
    expect(ranges).toHaveLength(urls.length);
    const drawn: number[] = [];
    for (const url of urls) {
      const { unicodes, axes } = await inspect(await readFile(join(dir, 'out-serif', url)));
      expect(axes.wght).toMatchObject({ min: 400, max: 700 });
      drawn.push(...unicodes);
    }
    const wanted = [...new Set(characters)].map((character) => character.codePointAt(0)!);
    expect(drawn.sort((a, b) => a - b)).toEqual(wanted.sort((a, b) => a - b));
    expect(serif.bytes).toBeGreaterThan(0);
  });

  it('loads nothing on the system’s fonts: no file, no face', async () => {
    expect(system).toEqual({ css: '', bytes: 0, subset: 0 });
    expect(await readdir(join(dir, 'out-system', 'assets'))).toEqual([]);
  });
});
