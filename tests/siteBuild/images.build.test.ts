import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot } from '../../src/siteBuild/paths';
import { runBuild, type BuildRun } from '../e2e/helpers/run-build';

// One instrument photo as staff would add it: a 4000×3000 camera JPEG shown 400 px wide.
const display = { width: 400, height: 300 };
const photoSrc = '/images/instruments/xps-photo.jpg';
// A 2400×1600 photo behind the home's hero, the about page's banner and its greeting section, drawn full width.
const backgroundSrc = '/images/lab-photo.jpg';
const svgBackgroundSrc = '/images/banner.svg';
const svgSrc = '/images/instruments/labelled.svg';
const labelledSvg = `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" width="100" height="50">
  <title>장비 도식</title>
  <desc>시료대와 검출기</desc>
  <g>   <rect x="0" y="0" width="100" height="50" fill="#ffffff"></rect>   </g>
</svg>
`;

let dir: string;
let out: string;
let photoBytes: number;
let firstRun: BuildRun;
let secondRun: BuildRun;
let cacheAfterFirst: Map<string, number>;
let cacheAfterSecond: Map<string, number>;

/**
 * A gradient, noisy (`noisy`) so the JPEG is as hard to compress as a photograph: the instrument photo's variants are
 * checked to be smaller than it. The background's are checked for their widths only, and encoding a noisy 2400 px
 * photo into twelve AVIF and WebP files cost 25 seconds of processor time against 4 for a smooth one.
 */
async function writePhoto(file: string, { width = 4000, height = 3000, noisy = true } = {}): Promise<void> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = noisy ? (x * 7 + y * 13 + ((x * y) % 31)) & 255 : ((x + y) * 255) / (width + height);
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(file);
}

async function writeManifest(file: string, description: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(projectRoot, 'tests/fixtures/manifests/valid.json'), 'utf8'));
  manifest.instruments[0].equips[0].image = { src: photoSrc, alt: 'XPS 장비 사진', ...display };
  manifest.cases[0].image = { src: svgSrc, alt: '장비 도식', width: 100, height: 50 };
  manifest.routes[0].page.sections[0].background.image = backgroundSrc;
  manifest.routes[1].page.banner.image = backgroundSrc;
  // Below the banner: the photo behind the greeting, an SVG behind the inquiry section after it.
  manifest.routes[1].page.sections[0].background = { color: '#f4f6f9', image: backgroundSrc };
  manifest.routes[1].page.sections[1].background = { color: '#ffffff', image: svgBackgroundSrc };
  manifest.site.description = description;
  await writeFile(file, JSON.stringify(manifest, null, 2));
}

async function build(description: string): Promise<BuildRun> {
  const manifest = join(dir, 'site.json');
  await writeManifest(manifest, description);
  const run = await runBuild(['--manifest', manifest, '--out', out, '--public', join(dir, 'public')], {
    SITE_IMAGE_CACHE_DIR: join(dir, 'cache'),
    SITE_CACHE_DIR: join(dir, 'build-cache'),
  });
  if (run.code !== 0) throw new Error(`build failed (${run.code}):\n${run.stdout}${run.stderr}`);
  return run;
}

/** Every file in the build's caches other than the images', with when it was last written. */
async function cacheFiles(): Promise<Map<string, number>> {
  const root = join(dir, 'build-cache');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return new Map(
    await Promise.all(
      files.map(async (file): Promise<[string, number]> => [relative(root, file), (await stat(file)).mtimeMs]),
    ),
  );
}

const cacheKinds = (files: Map<string, number>) => new Set([...files.keys()].map((file) => file.split(sep)[0]));

const encodedCounts = (run: BuildRun) => {
  const match = /새로 인코딩 (\d+), 캐시에서 (\d+)/.exec(run.stdout);
  if (!match) throw new Error(`the summary names no image counts:\n${run.stdout}`);
  return { encoded: Number(match[1]), reused: Number(match[2]) };
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-images-'));
  out = join(dir, 'dist');
  await cp(join(projectRoot, 'tests/fixtures/public'), join(dir, 'public'), { recursive: true });
  await writePhoto(join(dir, 'public', photoSrc));
  await writePhoto(join(dir, 'public', backgroundSrc), { width: 2400, height: 1600, noisy: false });
  await writeFile(join(dir, 'public', svgSrc), labelledSvg);
  photoBytes = (await stat(join(dir, 'public', photoSrc))).size;
  // The edit adds no character, so the font subset stays as it was.
  firstRun = await build('첫 번째 설명과 두 번째 설명');
  cacheAfterFirst = await cacheFiles();
  secondRun = await build('두 번째 설명과 첫 번째 설명');
  cacheAfterSecond = await cacheFiles();
});

afterAll(() => rm(dir, { recursive: true, force: true }));

async function variantFiles(): Promise<string[]> {
  return (await readdir(join(out, 'assets/images'))).filter((file) => file.startsWith('xps-photo-'));
}

it('encodes the photo into AVIF and WebP, none wider than twice its display width and each smaller than the source', async () => {
  const files = await variantFiles();
  expect(files.some((file) => file.endsWith('.avif'))).toBe(true);
  expect(files.some((file) => file.endsWith('.webp'))).toBe(true);
  for (const file of files) {
    expect(file).toMatch(/^xps-photo-\d+-[0-9a-f]{8}\.(avif|webp|jpg)$/);
    const path = join(out, 'assets/images', file);
    const { width } = await sharp(path).metadata();
    expect(width).toBeLessThanOrEqual(2 * display.width);
    expect(Number(/-(\d+)-/.exec(file)?.[1])).toBe(width);
    expect((await stat(path)).size).toBeLessThan(photoBytes);
  }
});

it('draws the photo as <picture> with AVIF and WebP srcsets, sizes, its display size and lazy loading', async () => {
  const html = await readFile(join(out, 'equipment/index.html'), 'utf8');
  const picture = /<picture>.*?<\/picture>/s.exec(html)?.[0] ?? '';
  expect(picture).toMatch(
    /<source type="image\/avif" srcSet="[^"]*\.avif 320w, [^"]*\.avif 640w, [^"]*\.avif 800w" sizes="[^"]+"/,
  );
  expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]*\.webp 320w[^"]*" sizes="[^"]+"/);
  expect(picture).toMatch(
    /<img src="\/assets\/images\/xps-photo-800-[0-9a-f]{8}\.jpg" alt="XPS 장비 사진" width="400" height="300" loading="lazy" decoding="async"\/>/,
  );
  for (const [url] of picture.matchAll(/\/assets\/images\/[^ "]+/g)) {
    await expect(stat(join(out, url))).resolves.toBeTruthy();
  }
});

/** The rules of a class attribute's names in the page's styles. */
function classRules(html: string, classes: string): string {
  const styles = [...html.matchAll(/<style[^>]*>(.*?)<\/style>/gs)].map((match) => match[1]).join('');
  return classes
    .split(' ')
    .flatMap((name) => [...styles.matchAll(new RegExp(`\\.${name}\\{[^}]*\\}`, 'g'))].map((match) => match[0]))
    .join('');
}

/** The <picture> drawn behind a box (`boxTag`: the start of its tag), and the box's own CSS rules. */
function backgroundPicture(html: string, boxTag: string) {
  const box = new RegExp(`<${boxTag} [^>]*class="([^"]+)"[^>]*>\\s*(<picture[^>]*>.*?</picture>)`, 's').exec(html);
  expect(box, `no <picture> opens the <${boxTag}>`).not.toBeNull();
  return { picture: box![2]!, css: classRules(html, box![1]!) };
}

it('draws a photo background as a full-width <picture> of AVIF and WebP at most twice 1280 px wide, not as a CSS url()', async () => {
  const home = await readFile(join(out, 'index.html'), 'utf8');
  const { picture, css } = backgroundPicture(home, 'section');
  expect(picture).toMatch(
    /<source type="image\/avif" srcSet="[^"]*-320-[0-9a-f]{8}\.avif 320w, [^"]*\.avif 640w, [^"]*\.avif 960w, [^"]*\.avif 1280w, [^"]*\.avif 1920w, [^"]*-2400-[0-9a-f]{8}\.avif 2400w" sizes="100vw"\/>/,
  );
  expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]*\.webp 320w[^"]*\.webp 2400w" sizes="100vw"\/>/);
  // The source is no wider than the largest variant, so browsers without AVIF and WebP get it as it is.
  expect(picture).toContain(`<img src="${backgroundSrc}" alt=""`);
  expect(css).not.toContain('lab-photo');
  expect(home).not.toMatch(/url\([^)]*lab-photo/);
  for (const [url] of picture.matchAll(/\/assets\/images\/[^ "]+/g)) {
    const { width } = await sharp(join(out, url)).metadata();
    expect(width).toBeLessThanOrEqual(2 * 1280);
    expect(Number(/-(\d+)-/.exec(url)?.[1])).toBe(width);
  }
});

it("fetches the hero's photo first and never lazily, and the banner's eagerly", async () => {
  const hero = backgroundPicture(await readFile(join(out, 'index.html'), 'utf8'), 'section').picture;
  expect(hero).toMatch(/<img [^>]*fetchpriority="high"/i);
  expect(hero).not.toContain('loading=');
  const banner = backgroundPicture(await readFile(join(out, 'about/index.html'), 'utf8'), 'div').picture;
  expect(banner).toMatch(/<img src="[^"]+" alt=""\/>/);
});

it("draws a section's photo background as a lazy full-width <picture>, and an SVG one still as a CSS background", async () => {
  const about = await readFile(join(out, 'about/index.html'), 'utf8');
  const { picture, css } = backgroundPicture(about, 'section id="greeting"');
  expect(picture).toMatch(
    /<source type="image\/avif" srcSet="[^"]*-320-[0-9a-f]{8}\.avif 320w, [^"]*\.avif 2400w" sizes="100vw"\/>/,
  );
  expect(picture).toMatch(
    /<source type="image\/webp" srcSet="[^"]*-320-[0-9a-f]{8}\.webp 320w, [^"]*\.webp 2400w" sizes="100vw"\/>/,
  );
  expect(picture).toContain(`<img src="${backgroundSrc}" alt="" loading="lazy" decoding="async"/>`);
  expect(css).toContain('background-color:#f4f6f9');
  expect(css).not.toContain('url(');
  expect(about).not.toMatch(/url\([^)]*lab-photo/);

  const svgBox = /<section id="contact" [^>]*class="([^"]+)"[^>]*>(.*?)<\/section>/s.exec(about);
  expect(svgBox, 'no contact section').not.toBeNull();
  expect(svgBox![2]).not.toContain('<picture');
  expect(classRules(about, svgBox![1]!)).toContain(
    `background-image:url(${svgBackgroundSrc});background-size:cover;background-position:center;`,
  );
});

it('minifies SVGs from public/ and keeps their viewBox, title and desc', async () => {
  const svg = await readFile(join(out, svgSrc), 'utf8');
  expect(svg.length).toBeLessThan(labelledSvg.length);
  expect(svg).not.toContain('drawn by hand');
  expect(svg).toContain('viewBox="0 0 100 50"');
  expect(svg).toContain('<title>장비 도식</title>');
  expect(svg).toContain('<desc>시료대와 검출기</desc>');
});

it('encodes on a cold cache and reuses every file after a text-only edit', async () => {
  const first = encodedCounts(firstRun);
  const second = encodedCounts(secondRun);
  expect(first.encoded).toBeGreaterThan(0);
  expect(second).toEqual({ encoded: 0, reused: first.encoded + first.reused });
  expect(await readFile(join(out, 'index.html'), 'utf8')).toContain('두 번째 설명과 첫 번째 설명');
});

it('subsets no font, runs svgo on no file and Babel on no source again after a text-only edit, and compresses only what changed', async () => {
  expect(cacheKinds(cacheAfterFirst)).toEqual(new Set(['fonts', 'svg', 'styled-ids', 'precompress']));
  const written = [...cacheAfterSecond]
    .filter(([file, modified]) => cacheAfterFirst.get(file) !== modified)
    .map(([file]) => file);
  expect(written.filter((file) => !file.startsWith(`precompress${sep}`))).toEqual([]);
  // Each page and the sitemap hold the description or not; the scripts, the SVGs and the robots.txt stay as they were.
  const pages = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html.br'));
  expect(written.length).toBeGreaterThan(0);
  expect(written.length).toBeLessThanOrEqual(2 * pages.length);
});
