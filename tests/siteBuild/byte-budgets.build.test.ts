import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot } from '../../src/siteBuild/paths';
import { siteLanguages } from '../../src/manifest/language/siteLanguages';
import { sitePages } from '../../src/manifest/pages/sitePages';
import { budgets, measureSite, overBudget, type MeasuredPage } from '../helpers/pageBudgets';
import { readManifest } from '../e2e/helpers/manifest';
import { buildOrThrow } from '../e2e/helpers/run-build';

// Issue 8's budgets (tests/helpers/pageBudgets.ts) on a copy of the site (tests/fixtures/budget-site/, in Korean and
// English since issue 21), so a content edit never turns this red.
const fixture = join(projectRoot, 'tests/fixtures/budget-site');
const manifest = readManifest(join(fixture, 'site.json'));
const languages = siteLanguages(manifest);
let dir: string;
let out: string;
/** Every page of every language, then each language's 404 page, with its language's code. */
let pages: MeasuredPage[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-budgets-'));
  out = join(dir, 'dist');
  await buildOrThrow(['--manifest', join(fixture, 'site.json'), '--public', join(fixture, 'public'), '--out', out]);
  pages = await measureSite(out, manifest);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/** The Hangul syllables a font file holds (harfbuzz reads TrueType, so it is unpacked first, keeping every syllable). */
async function hangulIn(url: string): Promise<number> {
  let syllables = '';
  for (let code = 0xac00; code <= 0xd7a3; code += 1) syllables += String.fromCodePoint(code);
  const truetype = await subsetFont(await readFile(join(out, url)), syllables, { targetFormat: 'truetype' });
  return [...new Face(new Blob(new Uint8Array(truetype))).collectUnicodes()].filter(
    (point) => point >= 0xac00 && point <= 0xd7a3,
  ).length;
}

it('measures every page of the fixture in every language, the category sub-items’ own pages and each language’s 404 page', () => {
  expect(languages.map((language) => language.code)).toEqual(['ko', 'en']);
  expect(pages.map((page) => page.file)).toEqual(expect.arrayContaining(['404.html', 'en/404.html', 'en/index.html']));
  expect(pages.length).toBe(sitePages(manifest).length + languages.length);
  for (const page of pages) expect(page.kinds.html.brotli).toBeGreaterThan(0);
});

it(`keeps the fonts of every page, and all the fonts one language's pages use, within ${budgets.fonts} bytes`, async () => {
  expect(overBudget(pages, 'fonts')).toEqual([]);
  expect(pages.every((page) => page.files.fonts.length > 0)).toBe(true);
  for (const { code } of languages) {
    const files = new Set(pages.filter((page) => page.language === code).flatMap((page) => page.files.fonts));
    const sizes = await Promise.all([...files].map(async (url) => (await readFile(join(out, url))).length));
    expect(
      sizes.reduce((sum, size) => sum + size, 0),
      code,
    ).toBeLessThanOrEqual(budgets.fonts);
  }
});

it('downloads no Hangul glyph on the English pages, whose text is all translated, and all of the Korean text’s on the Korean ones', async () => {
  const fontsOf = (code: string) => [
    ...new Set(pages.filter((page) => page.language === code).flatMap((page) => page.files.fonts)),
  ];
  for (const url of fontsOf('en')) expect(await hangulIn(url), url).toBe(0);
  for (const url of fontsOf('ko')) expect(await hangulIn(url), url).toBeGreaterThan(500);
});

it(`sends every page's HTML, critical CSS included, in ${budgets.html} bytes of brotli`, () => {
  expect(overBudget(pages, 'html')).toEqual([]);
});

it(`loads at most ${budgets.js} bytes of brotli JavaScript on a first visit of every page`, () => {
  expect(pages.every((page) => page.files.js.length > 0)).toBe(true);
  expect(overBudget(pages, 'js')).toEqual([]);
});
