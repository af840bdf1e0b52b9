import { ko } from '../helpers/manifestText';
import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { RunningServer } from '../../src/devServer/listen';
import { readRichManifest } from './helpers/rich-site';
import { sitemapPaths } from './helpers/manifest';
import { serveSite } from '../../src/devServer/serve-site';

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
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain(`<title>${ko(innerRoute.title)}</title>`);
  }
});

it('answers unknown paths with 404.html and status 404', async () => {
  const response = await get('/no-such-page/deeper');
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(await response.text()).toContain(ko(manifest.labels.notFoundTitle));
});

it('lets browsers keep hashed assets forever, and pages only after revalidating', async () => {
  const html = await (await get('/')).text();
  // The islands' loader names the entry it imports once the page has painted.
  const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await get(script as string);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
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

/** A request with exactly these headers (fetch would add Accept-Encoding by itself). */
function rawGet(
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url);
    const sent = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

it('answers only GET and HEAD on the site, 405 with Allow otherwise', async () => {
  for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'POST']) {
    for (const path of ['/', innerRoute.path, '/robots.txt']) {
      const response = await rawGet(path, {}, method);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    }
  }
  const head = await rawGet('/', {}, 'HEAD');
  expect(head.status).toBe(200);
  expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  expect(head.body.length).toBe(0);
});

it('sends a precompressed file only to a client that accepts its encoding', async () => {
  const plain = await rawGet('/', {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toMatch(/^<!DOCTYPE html>/i);
  expect(plain.headers.vary).toBe('Accept-Encoding');
  expect((await rawGet('/', { 'accept-encoding': 'gzip, deflate' })).headers['content-encoding']).toBe('gzip');
  expect((await rawGet('/', { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br');
  expect((await rawGet('/', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  expect((await rawGet('/', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
});

it('revalidates with the entity tag of the encoding sent', async () => {
  const first = await rawGet('/', { 'accept-encoding': 'br' });
  const again = await rawGet('/', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
  expect(again.status).toBe(304);
  expect((await rawGet('/', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) })).status).toBe(
    200,
  );
});

it('publishes no source maps and serves no dotfile or path outside the site', async () => {
  const files = await readdir(inject('richDist'), { recursive: true });
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  for (const path of [
    '/.env',
    '/assets/../.git/config',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2fpackage.json',
    '/index.html%00.js',
  ]) {
    expect((await rawGet(path, {})).status, path).toBe(404);
  }
});
