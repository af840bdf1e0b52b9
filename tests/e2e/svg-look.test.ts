import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot } from '../../src/siteBuild/paths';
import { cleanSvg } from '../../src/svg/cleanSvg';
import { connectChromium } from './helpers/browser';

// The budget fixture is a copy of today's site: its logos, partner logos,
// banners, instrument drawings and charts are what staff's SVGs look like.
const pictures = join(projectRoot, 'tests/fixtures/budget-site/public');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await connectChromium();
  page = await browser.newPage({ deviceScaleFactor: 2 });
});
afterAll(() => browser?.close());

/**
 * The SVG drawn as the site draws it, in an <img>, at twice the pixels, on grey (the site has white
 * drawings for dark sections and dark ones for light); decoded, to compare pixel by pixel.
 */
async function drawn(svg: string): Promise<{ data: Buffer; width: number; height: number; channels: number }> {
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(`<body style="margin:0;background:#808080"><img src="${src}" alt=""></body>`);
  const image = page.locator('img');
  await image.evaluate((element: HTMLImageElement) => element.decode());
  const png = await image.screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

it('draws every SVG of the site the same before and after cleaning', async () => {
  const files = (await readdir(pictures, { recursive: true })).filter((file) => file.endsWith('.svg')).sort();
  expect(files.length).toBeGreaterThan(20);
  const changed: string[] = [];
  for (const file of files) {
    const original = await readFile(join(pictures, file), 'utf8');
    const cleaning = cleanSvg(original);
    if (!cleaning.ok) throw new Error(`${file} refused: ${JSON.stringify(cleaning.problem)}`);
    const [before, after] = [await drawn(original), await drawn(cleaning.svg)];
    expect(
      before.data.some((byte, index) => byte !== before.data[index % before.channels]),
      `${file} draws nothing`,
    ).toBe(true);
    if (before.width !== after.width || before.height !== after.height || !before.data.equals(after.data))
      changed.push(file);
  }
  expect(changed).toEqual([]);
});
