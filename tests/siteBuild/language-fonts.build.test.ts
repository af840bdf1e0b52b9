import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildLanguageFonts, type LanguageFontAssets } from '../../src/siteBuild/language-fonts';
import { projectRoot } from '../../src/siteBuild/paths';

const korean = '분석 장비와 시험 사례 XPS·English';
const english = 'Analysis equipment and cases XPS·';
let dir: string;
let fonts: LanguageFontAssets;
let shared: LanguageFontAssets;

const urlIn = (css: string) => /src:url\(([^)]+)\)/.exec(css)![1]!;

/** The code points a woff2 holds (harfbuzz reads TrueType, so it is unpacked first, with every character either subset may hold). */
async function codePoints(url: string): Promise<number[]> {
  const truetype = await subsetFont(await readFile(join(dir, 'out', url)), korean + english, {
    targetFormat: 'truetype',
  });
  return [...new Face(new Blob(new Uint8Array(truetype))).collectUnicodes()];
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-language-fonts-'));
  process.env.SITE_CACHE_DIR = join(dir, 'cache');
  fonts = await buildLanguageFonts(
    projectRoot,
    join(dir, 'out'),
    new Map([
      ['ko', korean],
      ['en', english],
    ]),
    'sans',
  );
  shared = await buildLanguageFonts(
    projectRoot,
    join(dir, 'out'),
    new Map([
      ['ko', korean],
      ['en', korean],
    ]),
    'sans',
  );
});

afterAll(async () => {
  delete process.env.SITE_CACHE_DIR;
  await rm(dir, { recursive: true, force: true });
});

it('gives each language its own face, the default language’s as the pages’ default', () => {
  expect(Object.keys(fonts.cssByLanguage)).toEqual(['ko', 'en']);
  expect(fonts.css).toBe(fonts.cssByLanguage.ko);
  expect(urlIn(fonts.cssByLanguage.en!)).not.toBe(urlIn(fonts.cssByLanguage.ko!));
});

it('leaves every Hangul glyph out of the English face, and counts both faces’ bytes', async () => {
  const englishPoints = await codePoints(urlIn(fonts.cssByLanguage.en!));
  expect(englishPoints.filter((point) => point >= 0xac00 && point <= 0xd7af)).toEqual([]);
  expect(englishPoints.length).toBe(new Set(english).size);
  const koreanPoints = await codePoints(urlIn(fonts.cssByLanguage.ko!));
  expect(koreanPoints).toContain('분'.codePointAt(0));
  const sizes = await Promise.all(
    ['en', 'ko'].map(async (code) => (await readFile(join(dir, 'out', urlIn(fonts.cssByLanguage[code]!)))).length),
  );
  expect(fonts.bytes).toBe(sizes[0]! + sizes[1]!);
});

it('shares one file between languages showing the same characters, counted once', async () => {
  expect(shared.cssByLanguage.en).toBe(shared.cssByLanguage.ko);
  expect(shared.bytes).toBe((await readFile(join(dir, 'out', urlIn(shared.css)))).length);
  // Both come from the cache the first build filled.
  expect(shared.subset).toBe(0);
});
