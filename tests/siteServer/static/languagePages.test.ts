import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/devServer/listen';
import { serveSite } from '../../../src/devServer/serve-site';

// A site folder laid out as the build writes a site in Korean and English.
const files: Record<string, string> = {
  'index.html': '홈',
  'introduce/index.html': '회사소개',
  '404.html': '없는 페이지',
  'en/index.html': 'Home',
  'en/introduce/index.html': 'About us',
  'en/analysis-equip/surface/index.html': 'Surface analysis',
  'en/404.html': 'Page not found',
};

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-languages-'));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
  server = await serveSite(dir);
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(server.url + path);
  return { status: response.status, text: await response.text() };
};

it('serves the English pages under /en, with or without the trailing slash', async () => {
  for (const [path, text] of [
    ['/en', 'Home'],
    ['/en/', 'Home'],
    ['/en/introduce', 'About us'],
    ['/en/analysis-equip/surface', 'Surface analysis'],
    ['/introduce', '회사소개'],
  ]) {
    expect(await get(path!), path).toEqual({ status: 200, text });
  }
});

it('answers an unknown English address with the English 404 page and any other with the Korean one', async () => {
  expect(await get('/en/nothing')).toEqual({ status: 404, text: 'Page not found' });
  expect(await get('/en/introduce/nothing?x=1')).toEqual({ status: 404, text: 'Page not found' });
  expect(await get('/nothing')).toEqual({ status: 404, text: '없는 페이지' });
  expect(await get('/fr/nothing')).toEqual({ status: 404, text: '없는 페이지' });
});
