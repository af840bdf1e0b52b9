import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { cleanAndMinifySvgFiles, SvgRefused } from '../../../src/siteBuild/images/clean-and-minify-svg';
import { activeParts, nestedGroups, notXml, payloads } from '../../svg/payloads';
import { svgLimits } from '../../../src/svg/svgShape';
import { printedMessage } from '../../../src/messages/messageError';

let dir: string;
let cacheDir: string;
const publicDir = '/site/public';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'clean-and-minify-svg-'));
  cacheDir = await mkdtemp(join(tmpdir(), 'clean-and-minify-svg-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

it('minifies nested SVGs, keeps viewBox, title and desc, and leaves other files alone', async () => {
  await mkdir(join(dir, 'images'));
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><!-- note --><title>도식</title><desc>설명</desc>\n  <rect x="0" y="0" width="4" height="4"/>\n</svg>';
  await writeFile(join(dir, 'images', 'a.svg'), svg);
  await writeFile(join(dir, 'note.txt'), '  <!-- not an svg -->  ');
  const totals = await cleanAndMinifySvgFiles(dir, publicDir, cacheDir);
  const minified = await readFile(join(dir, 'images', 'a.svg'), 'utf8');
  expect(minified).not.toContain('note');
  expect(minified).toContain('viewBox="0 0 4 4"');
  expect(minified).toContain('<title>도식</title>');
  expect(minified).toContain('<desc>설명</desc>');
  expect(await readFile(join(dir, 'note.txt'), 'utf8')).toBe('  <!-- not an svg -->  ');
  expect(totals).toMatchObject({ files: 1, cleaned: [] });
  expect(totals.after).toBeLessThan(totals.before);
});

it('cleans before it minifies and says which file lost what, from the cache too', async () => {
  const copyPublic = () => writeFile(join(dir, 'logo.SVG'), payloads.eventHandlers);
  await copyPublic();
  const first = await cleanAndMinifySvgFiles(dir, publicDir, cacheDir);
  const written = await readFile(join(dir, 'logo.SVG'), 'utf8');
  expect(activeParts(written)).toEqual([]);
  expect(written).toContain('<circle cx="5" cy="5" r="4"/>');
  await copyPublic();
  const second = await cleanAndMinifySvgFiles(dir, publicDir, cacheDir);
  expect(await readFile(join(dir, 'logo.SVG'), 'utf8')).toBe(written);
  expect(second).toEqual({ ...first, optimized: 0 });
  expect(first.cleaned).toEqual([
    {
      file: '/site/public/logo.SVG',
      removed: ['onload 속성 1개', 'onclick 속성 1개', 'onmouseover 속성 1개', 'onfocusin 속성 1개'],
    },
  ]);
});

it('refuses an SVG that is not XML, naming it under public/, and caches nothing for it', async () => {
  await mkdir(join(dir, 'images'));
  await writeFile(join(dir, 'images', 'broken.svg'), notXml);
  const refusal = await cleanAndMinifySvgFiles(dir, publicDir, cacheDir).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(SvgRefused);
  expect(printedMessage(refusal as SvgRefused)).toMatch(
    /^\/site\/public\/images\/broken\.svg을\(를\) SVG로 읽을 수 없습니다\. 1번째 줄 \d+번째 칸에서 XML 문법이 맞지 않습니다\(.+\)\.\n {2}도움말: /,
  );
  expect(refusal).toMatchObject({ code: 'not-xml', hint: expect.stringContaining('다시 저장해') });
  expect(await readdir(cacheDir)).toEqual([]);
});

it('refuses an SVG nested too deep, naming it under public/ with what to do, and caches nothing for it', async () => {
  await mkdir(join(dir, 'images'));
  await writeFile(join(dir, 'images', 'bomb.svg'), nestedGroups(5000));
  const refusal = await cleanAndMinifySvgFiles(dir, publicDir, cacheDir).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(SvgRefused);
  expect(printedMessage(refusal as SvgRefused)).toBe(
    `/site/public/images/bomb.svg은(는) 요소가 ${svgLimits.maxDepth}단계보다 깊이 겹쳐 있어 받지 않습니다. 이렇게 깊은 그림은 정리하는 데 몇 분이 걸려 그동안 다른 일을 할 수 없습니다.\n` +
      '  도움말: 그림을 만든 프로그램에서 그룹을 풀거나(그룹 해제) 도형을 합쳐 단순하게 한 뒤 다시 저장해 보세요. 사이트에 싣지 않을 파일이면 지우세요.',
  );
  expect(await readdir(cacheDir)).toEqual([]);
});

it('runs the cleaning and svgo once per content: a second build takes every file from the cache', async () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n  <!-- note -->\n  <rect x="0" y="0" width="4" height="4"/>\n</svg>';
  // As each build copies public/ afresh.
  const copyPublic = () =>
    Promise.all([writeFile(join(dir, 'a.svg'), svg), writeFile(join(dir, 'same-as-a.svg'), svg)]);
  await copyPublic();
  const first = await cleanAndMinifySvgFiles(dir, publicDir, cacheDir);
  const minified = await readFile(join(dir, 'a.svg'), 'utf8');
  await copyPublic();
  const second = await cleanAndMinifySvgFiles(dir, publicDir, cacheDir);
  expect(first).toMatchObject({ files: 2, optimized: 1 });
  expect(second).toEqual({ ...first, optimized: 0 });
  expect(await readFile(join(dir, 'a.svg'), 'utf8')).toBe(minified);
});
