import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { RunningServer } from '../../scripts/server/listen';
import { readRichManifest } from './helpers/rich-site';
import { sitemapPaths } from './helpers/manifest';
import { serveSite } from '../../scripts/server/serve-site';

// The rich fixture's build (tests/fixtures/rich-site/): what is checked here is the server, not the content.
const manifest = readRichManifest();
const innerRoute = manifest.routes.find((route) => route.path !== '/')!;
const baseUrl = manifest.site.baseUrl.replace(/\/+$/, '');
let server: RunningServer;

beforeAll(async () => {
  server = await serveSite(inject('richDist'));
});
afterAll(() => server?.close());

const get = (path: string) => fetch(server.url + path);

it('serves a route with and without the trailing slash', async () => {
  for (const path of [innerRoute.path, `${innerRoute.path}/`]) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html;charset=utf-8');
    expect(await response.text()).toContain(`<title>${innerRoute.title}</title>`);
  }
});

it('answers unknown paths with 404.html and status 404', async () => {
  const response = await get('/no-such-page/deeper');
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(await response.text()).toContain(manifest.labels.notFoundTitle);
});

it('lets browsers keep hashed assets forever, and pages only after revalidating', async () => {
  const html = await (await get('/')).text();
  // The islands' loader names the entry it imports once the page has painted.
  const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await get(script as string);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('content-type')).toBe('text/javascript');
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
});

it('lists every route and every sub-item’s own page in sitemap.xml with absolute URLs', async () => {
  const response = await get('/sitemap.xml');
  expect(response.status).toBe(200);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(sitemapPaths(manifest).map((path) => baseUrl + path));
});

it('allows every crawler and points them at the sitemap in robots.txt', async () => {
  const response = await get('/robots.txt');
  expect(response.status).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
});
