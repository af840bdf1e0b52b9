import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { minifySvgFiles } from '../../../scripts/build/images/minify-svg';

let dir: string;
let cacheDir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'minify-svg-'));
  cacheDir = await mkdtemp(join(tmpdir(), 'minify-svg-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

it('minifies nested SVGs, keeps viewBox, title and desc, and leaves other files and unparsable SVGs alone', async () => {
  await mkdir(join(dir, 'images'));
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><!-- note --><title>도식</title><desc>설명</desc>\n  <rect x="0" y="0" width="4" height="4"/>\n</svg>';
  await writeFile(join(dir, 'images', 'a.svg'), svg);
  await writeFile(join(dir, 'broken.svg'), '<svg><g></svg');
  await writeFile(join(dir, 'note.txt'), '  <!-- not an svg -->  ');
  const totals = await minifySvgFiles(dir, cacheDir);
  const minified = await readFile(join(dir, 'images', 'a.svg'), 'utf8');
  expect(minified).not.toContain('note');
  expect(minified).toContain('viewBox="0 0 4 4"');
  expect(minified).toContain('<title>도식</title>');
  expect(minified).toContain('<desc>설명</desc>');
  expect(await readFile(join(dir, 'broken.svg'), 'utf8')).toBe('<svg><g></svg');
  expect(await readFile(join(dir, 'note.txt'), 'utf8')).toBe('  <!-- not an svg -->  ');
  expect(totals.files).toBe(2);
  expect(totals.after).toBeLessThan(totals.before);
});

it('runs svgo once per content: a second build takes every file from the cache', async () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n  <!-- note -->\n  <rect x="0" y="0" width="4" height="4"/>\n</svg>';
  // As each build copies public/ afresh.
  const copyPublic = () => Promise.all([writeFile(join(dir, 'a.svg'), svg), writeFile(join(dir, 'same-as-a.svg'), svg)]);
  await copyPublic();
  const first = await minifySvgFiles(dir, cacheDir);
  const minified = await readFile(join(dir, 'a.svg'), 'utf8');
  await copyPublic();
  const second = await minifySvgFiles(dir, cacheDir);
  expect(first).toMatchObject({ files: 2, optimized: 1 });
  expect(second).toEqual({ ...first, optimized: 0 });
  expect(await readFile(join(dir, 'a.svg'), 'utf8')).toBe(minified);
});
