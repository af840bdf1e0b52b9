import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBuiltSite } from './helpers/built-site';
import { pagesToVisit, readManifest, routeTitle } from './helpers/manifest';
import { collectPageProblems } from './helpers/page-problems';

const manifest = readManifest();
const site = useBuiltSite();

describe('with JavaScript', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await site.browser.newContext();
  });
  afterAll(() => context.close());

  it.each(pagesToVisit(manifest))('$url hydrates without errors or warnings', async ({ url, path }) => {
    const page = await context.newPage();
    const problems = collectPageProblems(page, site.server.url);
    const response = await page.goto(site.server.url + url, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(routeTitle(manifest, path));
    expect((await page.locator('main').innerText()).trim()).not.toBe('');
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('without JavaScript', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await site.browser.newContext({ javaScriptEnabled: false });
  });
  afterAll(() => context.close());

  it.each(manifest.routes)('$path shows its content and head tags', async (route) => {
    const page = await context.newPage();
    const response = await page.goto(site.server.url + route.path);
    expect(response?.status()).toBe(200);
    expect((await page.locator('main').innerText()).trim()).not.toBe('');

    const url = manifest.site.baseUrl.replace(/\/+$/, '') + route.path;
    const head = page.locator('head');
    const meta = (selector: string) => head.locator(selector).getAttribute('content');
    expect(await page.title()).toBe(route.title);
    expect(await meta('meta[name="description"]')).toBe(route.description);
    expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toBe(url);
    expect(await meta('meta[property="og:title"]')).toBe(route.title);
    expect(await meta('meta[property="og:description"]')).toBe(route.description);
    expect(await meta('meta[property="og:url"]')).toBe(url);
    expect(await meta('meta[property="og:type"]')).toBe('website');
    await page.close();
  });

  it('answers an unknown path with the 404 page', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${site.server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('main').innerText()).resolves.toContain(manifest.labels.notFoundTitle);
    await page.close();
  });
});
