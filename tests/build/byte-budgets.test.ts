import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { measurePage, type PageBytes } from '../../scripts/bench/page-bytes';
import { routeFile } from '../../scripts/build/build-site';
import { projectRoot } from '../../scripts/build/paths';
import { readManifest, sitemapPaths } from '../e2e/helpers/manifest';
import { buildOrThrow } from '../e2e/helpers/run-build';

// Issue 8's budgets, in bytes as served (the build's .br, or the file itself when it has none),
// on a copy of the site as it was (tests/fixtures/budget-site/), so a content edit never turns this red.
const budgets = {
  /** One round trip: the page with its critical CSS inline. */
  html: 14_000,
  /** Every module a first visit loads, React included. */
  js: 90_000,
  /** Every weight of the font the pages use. */
  fonts: 120_000,
};

const fixture = join(projectRoot, 'tests/fixtures/budget-site');
let dir: string;
let out: string;
let pages: PageBytes[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-budgets-'));
  out = join(dir, 'dist');
  await buildOrThrow(['--manifest', join(fixture, 'site.json'), '--public', join(fixture, 'public'), '--out', out]);
  const manifest = readManifest(join(fixture, 'site.json'));
  const files = [...sitemapPaths(manifest).map((path) => [path, routeFile(path)] as const), ['404', '404.html'] as const];
  pages = await Promise.all(files.map(([route, file]) => measurePage(out, route, file)));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/** One line for each page over the budget, naming it, its bytes and the excess (empty when all fit). */
function overBudget(kind: 'html' | 'js' | 'fonts'): string[] {
  return pages
    .filter((page) => page.kinds[kind].brotli > budgets[kind])
    .map((page) => `${page.route}: ${page.kinds[kind].brotli} bytes, ${page.kinds[kind].brotli - budgets[kind]} over ${budgets[kind]}`);
}

it('measures every page of the fixture, the category sub-items’ own pages and the 404 page', () => {
  expect(pages.map((page) => page.file)).toContain('404.html');
  expect(pages.length).toBe(sitemapPaths(readManifest(join(fixture, 'site.json'))).length + 1);
  expect(pages.length).toBeGreaterThan(2);
  for (const page of pages) expect(page.kinds.html.brotli).toBeGreaterThan(0);
});

it(`keeps the fonts of every page, and all the fonts the build wrote, within ${budgets.fonts} bytes`, async () => {
  expect(overBudget('fonts')).toEqual([]);
  expect(pages.every((page) => page.files.fonts.length > 0)).toBe(true);
  const assets = join(out, 'assets');
  const fontFiles = (await readdir(assets)).filter((file) => file.endsWith('.woff2'));
  const total = (await Promise.all(fontFiles.map(async (file) => (await stat(join(assets, file))).size))).reduce((sum, size) => sum + size, 0);
  expect(total).toBeLessThanOrEqual(budgets.fonts);
});

it(`sends every page's HTML, critical CSS included, in ${budgets.html} bytes of brotli`, () => {
  expect(overBudget('html')).toEqual([]);
});

it(`loads at most ${budgets.js} bytes of brotli JavaScript on a first visit of every page`, () => {
  expect(pages.every((page) => page.files.js.length > 0)).toBe(true);
  expect(overBudget('js')).toEqual([]);
});
