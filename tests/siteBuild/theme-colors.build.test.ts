import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resolveThemeColors } from '../../src/theme/themeColors';
import { buildOrThrow } from '../e2e/helpers/run-build';
import { fixturePublic } from '../e2e/helpers/fixture-site';
import { greenColors, writeGreenManifest } from '../fixtures/green-site/make-manifest';

// Issue 31: a firm's palette reaches every colour a visitor sees. The green
// fixture writes the ten required colours only, none of them the lab's or white,
// so any colour a component writes for itself shows up in the built CSS.
let dir: string;
/**
 * Every style of the built site: the pages' <style> elements and style
 * attributes, and the .css and .js files (the islands draw what they render
 * after hydration, the scroller's button for one, from styles in their modules).
 */
let styles: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-theme-colors-'));
  const manifest = join(dir, 'green-site.json');
  const out = join(dir, 'dist');
  await writeGreenManifest(manifest);
  await buildOrThrow(['--manifest', manifest, '--public', fixturePublic, '--out', out]);
  const files = (await readdir(out, { recursive: true })).filter((file) => /\.(html|css|js)$/u.test(file));
  const texts = await Promise.all(files.map((file) => readFile(join(out, file), 'utf8')));
  styles = texts.flatMap((text, index) =>
    !files[index]!.endsWith('.html')
      ? [text]
      : [...text.matchAll(/<style[^>]*>([^<]*)<\/style>|style="([^"]*)"/gu)].map(
          ([, sheet, attribute]) => sheet ?? attribute!,
        ),
  );
}, 600_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

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
