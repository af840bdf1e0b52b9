import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../src/devServer/serverProcess';
import { bilingualManifest } from '../fixtures/seo/bilingual-manifest';
import { connectChromium } from './helpers/browser';
import { fixturePublic } from './helpers/fixture-site';
import { buildOrThrow } from './helpers/run-build';
import { waitFor } from './helpers/wait-for';

// The fixture in Korean and English (tests/fixtures/seo/), built and served by `npm start` in its own process.
const manifest = bilingualManifest();
const base = manifest.site.baseUrl;
let dir: string;
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-english-'));
  const manifestFile = join(dir, 'site.json');
  await writeFile(manifestFile, JSON.stringify(manifest));
  const out = join(dir, 'dist');
  await buildOrThrow(['--manifest', manifestFile, '--public', fixturePublic, '--out', out]);
  server = await startServerProcess({
    manifest: manifestFile,
    publicDir: fixturePublic,
    out,
    dataDir: join(dir, 'data'),
  });
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await rm(dir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(server.url + path);
  return { status: response.status, html: await response.text() };
};
const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
      lang,
      href,
    ]),
  );
const fontUrls = (html: string) => [...html.matchAll(/src:url\(([^)]+\.woff2)\)/g)].map(([, url]) => url);

describe('the production server', () => {
  it('serves the English pages under /en, each in English', async () => {
    for (const path of ['/en', '/en/', '/en/about', '/en/equipment', '/en/equipment/bulk']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(htmlLang(page.html), path).toBe('en');
    }
    expect(htmlLang((await get('/about')).html)).toBe('ko');
  });

  it('answers an unknown English address with the English 404 page, any other with the Korean one', async () => {
    const english = await get('/en/no-such-page');
    expect(english.status).toBe(404);
    expect(htmlLang(english.html)).toBe('en');
    const korean = await get('/no-such-page');
    expect(korean.status).toBe(404);
    expect(htmlLang(korean.html)).toBe('ko');
  });
});

describe('head and sitemap', () => {
  it('gives both languages’ pages their own canonical address and the same reciprocal hreflang links', async () => {
    const english = (await get('/en/equipment/bulk')).html;
    const korean = (await get('/equipment/bulk')).html;
    expect(english).toContain(`<link rel="canonical" href="${base}/en/equipment/bulk">`);
    expect(korean).toContain(`<link rel="canonical" href="${base}/equipment/bulk">`);
    const expected = {
      ko: `${base}/equipment/bulk`,
      en: `${base}/en/equipment/bulk`,
      'x-default': `${base}/equipment/bulk`,
    };
    expect(hreflangs(english)).toEqual(expected);
    expect(hreflangs(korean)).toEqual(expected);
    expect(english).toContain('<meta property="og:locale" content="en_US">');
    expect(english).toContain('<meta property="og:locale:alternate" content="ko_KR">');
  });

  it('lists the English pages in sitemap.xml with their alternates', async () => {
    const sitemap = (await get('/sitemap.xml')).html;
    expect(sitemap).toContain(`<loc>${base}/en/equipment/bulk</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${base}/en/equipment/bulk"/>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${base}/equipment/bulk"/>`);
  });

  it('loads the English pages’ own font subset, not the Korean one', async () => {
    const [english] = fontUrls((await get('/en/about')).html);
    const [korean] = fontUrls((await get('/about')).html);
    expect(english).toBeDefined();
    expect(english).not.toBe(korean);
    expect((await fetch(server.url + english!)).status).toBe(200);
  });
});

describe('the language switch', () => {
  it('leads to the same page and section in the other language, and back', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${server.url}/about#contact`);
      await page.locator('a[hreflang="en"]').click();
      await waitFor(() => page.url().endsWith('/en/about#contact'), 'the English page at the same section');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      await page.locator('a[hreflang="ko"]').click();
      await waitFor(
        () => page.url().endsWith('/about#contact') && !page.url().includes('/en/'),
        'the Korean page at the same section',
      );
    } finally {
      await page.close();
    }
  });
});
