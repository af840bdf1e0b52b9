import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resolveThemeColors } from '../../src/theme/themeColors';
import { buildOrThrow } from '../e2e/helpers/run-build';
import { fixturePublic } from '../e2e/helpers/fixture-site';
import { greenColors, greenManifest, writeGreenManifest } from '../fixtures/green-site/make-manifest';
import { siteFont } from '../../src/theme/siteFonts';
import { useBuiltSite } from '../e2e/helpers/built-site';
import { axeViolations } from '../e2e/helpers/axe';
import { localFaces, swapShift, viewports } from '../e2e/helpers/font-swap';

// Issue 31: a firm's theme reaches every page. The green fixture writes the ten
// required colours only, none of them the lab's or white, so any colour a
// component writes for itself shows up in the built CSS; and it chooses the serif font.
let dir: string;
let out: string;
/**
 * Every style of the built site: the pages' <style> elements and style
 * attributes, and the .css and .js files (the islands draw what they render
 * after hydration, the scroller's button for one, from styles in their modules).
 */
let styles: string[];
/** The styles the pages inline. */
let pageStyles: string[];
/** The built site's font files. */
let fontFiles: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-theme-colors-'));
  const manifest = join(dir, 'green-site.json');
  out = join(dir, 'dist');
  await writeGreenManifest(manifest);
  await buildOrThrow(['--manifest', manifest, '--public', fixturePublic, '--out', out]);
  const all = await readdir(out, { recursive: true });
  fontFiles = all.filter((file) => file.endsWith('.woff2'));
  const files = all.filter((file) => /\.(html|css|js)$/u.test(file));
  const texts = await Promise.all(files.map((file) => readFile(join(out, file), 'utf8')));
  const inline = (text: string) =>
    [...text.matchAll(/<style[^>]*>([^<]*)<\/style>|style="([^"]*)"/gu)].map(
      ([, sheet, attribute]) => sheet ?? attribute!,
    );
  pageStyles = texts.flatMap((text, index) => (files[index]!.endsWith('.html') ? inline(text) : []));
  styles = [...pageStyles, ...texts.filter((_, index) => !files[index]!.endsWith('.html'))];
}, 600_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

// Registered after the build's beforeAll, so it serves the folder once built.
const site = useBuiltSite(() => out);
const serif = siteFont('serif');
const paths = [
  ...greenManifest()
    .routes.slice(0, 3)
    .map((route) => route.path),
  '/en/',
];

/** A hex colour as #rrggbb. */
const normal = (hex: string) =>
  (hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex).toLowerCase();

it('draws every page with its theme’s colours only: no navy, no teal, no white of its own', () => {
  const theme = new Set(Object.values(resolveThemeColors(greenColors)).map(normal));
  const sheets = styles.join('\n');
  expect(sheets.length).toBeGreaterThan(10_000);
  const hexes = new Set([...sheets.matchAll(/#[0-9a-f]{3,8}\b/giu)].map(([hex]) => normal(hex)));
  expect([...hexes].filter((hex) => !theme.has(hex))).toEqual([]);
  expect(sheets.match(/\b(?:rgba?|hsla?)\(|:\s*(?:white|black|navy|teal)\b/giu) ?? []).toEqual([]);
  // The overlays and shadows are the theme's colours seen through.
  expect(sheets).toContain(`color-mix(in srgb, ${greenColors.primaryDark} 55%, transparent)`);
});

it('draws every page in the font it chooses, subset, with no trace of the default one', () => {
  // The pages' own styles (the client's modules name every font a site may choose).
  const sheets = pageStyles.join('\n');
  expect(sheets).toContain("font-family:'Noto Serif KR'");
  expect(sheets).toContain("font-family:'Noto Serif KR Fallback'");
  expect(sheets).not.toContain('Pretendard');
  expect(fontFiles.length).toBeGreaterThan(1);
  expect(fontFiles.every((file) => /^assets\/noto-serif-kr-/u.test(file))).toBe(true);
});

it('has the serif’s local faces on this machine (fonts-noto-cjk and fonts-liberation, which .ci/run installs)', async () => {
  const faces = await localFaces(site.browser, `${site.server.url}/`, serif.fallback!);
  expect(faces).toHaveLength(6);
  expect(faces.filter((face) => face.endsWith('missing'))).toEqual([]);
});

for (const viewport of viewports) {
  it(`swaps to Noto Serif KR without moving the ${viewport.name}'s first screen`, async () => {
    const shifts: Record<string, number> = {};
    for (const path of paths) {
      const swap = await swapShift(site.browser, `${site.server.url}${path}`, viewport, serif.family!);
      expect(swap.fontFamily).toMatch(/^"?Noto Serif KR"?,/u);
      shifts[path] = swap.shift;
    }
    expect(Object.entries(shifts).filter(([, value]) => value > 0.005)).toEqual([]);
  });
}

it('passes axe, contrast included, on its pages in the defaults of its ten colours', async () => {
  const context = await site.browser.newContext({ viewport: viewports[1]! });
  const page = await context.newPage();
  const violations: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(`${site.server.url}${path}`);
    violations[path] = await axeViolations(page);
  }
  await context.close();
  expect(Object.entries(violations).filter(([, found]) => found.length > 0)).toEqual([]);
});

it('rings the focused link in the colour checked against what it sits on: focus on the page, focusOnDark on the dark surfaces', async () => {
  const colors = resolveThemeColors(greenColors);
  const context = await site.browser.newContext({ viewport: viewports[1]! });
  const page = await context.newPage();
  await page.goto(`${site.server.url}${paths[1]}`);
  const ringOf = async (selector: string) => {
    await page.locator(selector).first().focus();
    return page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { color: style.outlineColor, style: style.outlineStyle };
    });
  };
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
  expect(await ringOf('footer a')).toEqual({ color: rgb(colors.focusOnDark), style: 'solid' });
  expect(await ringOf('header a')).toEqual({ color: rgb(colors.focusOnDark), style: 'solid' });
  expect(await ringOf('main a')).toEqual({ color: rgb(colors.focus), style: 'solid' });
  await context.close();
});
