import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
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
  await page.setContent('<body style="margin:0"></body>');
});
afterAll(() => browser?.close());

/** What the page found comparing two drawings: their sizes, whether the first draws anything, whether they are alike. */
interface Comparison {
  sizes: [string, string];
  drawsSomething: boolean;
  alike: boolean;
}

/**
 * Both SVGs drawn as the site draws them, in an <img> at the size it lays out at, at twice the pixels, on grey (the
 * site has white drawings for dark sections and dark ones for light), and compared pixel by pixel in the page: a
 * screenshot of each, encoded and decoded again, cost most of the test's time.
 */
function compareDrawings(before: string, after: string): Promise<Comparison> {
  const source = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return page.evaluate(
    async ({ first, second }) => {
      document.body.replaceChildren();
      const draw = async (src: string) => {
        const image = document.createElement('img');
        image.alt = '';
        image.src = src;
        document.body.append(image);
        await image.decode();
        const { width, height } = image.getBoundingClientRect();
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(width * devicePixelRatio);
        canvas.height = Math.round(height * devicePixelRatio);
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#808080';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        return {
          size: `${canvas.width}x${canvas.height}`,
          data: context.getImageData(0, 0, canvas.width, canvas.height).data,
        };
      };
      const [a, b] = [await draw(first), await draw(second)];
      return {
        sizes: [a.size, b.size] as [string, string],
        drawsSomething: a.data.some((byte, index) => byte !== a.data[index % 4]),
        alike: a.size === b.size && a.data.every((byte, index) => byte === b.data[index]),
      };
    },
    { first: source(before), second: source(after) },
  );
}

it('draws every SVG of the site the same before and after cleaning', async () => {
  const files = (await readdir(pictures, { recursive: true })).filter((file) => file.endsWith('.svg')).sort();
  expect(files.length).toBeGreaterThan(20);
  const changed: string[] = [];
  for (const file of files) {
    const original = await readFile(join(pictures, file), 'utf8');
    const cleaning = cleanSvg(original);
    if (!cleaning.ok) throw new Error(`${file} refused: ${JSON.stringify(cleaning.problem)}`);
    const comparison = await compareDrawings(original, cleaning.svg);
    expect(comparison.drawsSomething, `${file} draws nothing`).toBe(true);
    if (!comparison.alike) changed.push(`${file} (${comparison.sizes.join(' → ')})`);
  }
  expect(changed).toEqual([]);
});
