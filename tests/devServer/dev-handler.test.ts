import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BuildFailure } from '../../src/dev/protocol';
import type { DevSite } from '../../src/devServer/dev-build';
import { createDevHandler, routePath, type DevState } from '../../src/devServer/dev-handler';
import { createEventStream } from '../../src/devServer/event-stream';
import { listen, type RunningServer } from '../../src/devServer/listen';

const page = (text: string) =>
  `<!doctype html><html><head><title>${text}</title></head><body><main>${text}</main></body></html>`;
const site = (id: string, script: string): DevSite => ({
  id,
  pages: new Map([
    ['/', page('홈')],
    ['/introduce', page('회사소개')],
  ]),
  notFound: new Map([
    ['404.html', page('없는 페이지')],
    ['en/404.html', page('Page not found')],
  ]),
  files: new Map([
    [script, 'console.log(1)'],
    ['/robots.txt', 'User-agent: *\n'],
  ]),
});
const failure: BuildFailure = {
  title: 'site.json에 고칠 곳이 있습니다',
  problems: [
    { code: 'required', location: 'site.json:3:11', field: '사이트 정보', message: '없습니다.', hint: '넣으세요.' },
  ],
};

const state: DevState = { site: null, previous: null, failure: null };
const events = createEventStream({ initial: () => [] });
let server: RunningServer;

beforeAll(async () => {
  const handler = createDevHandler({
    state: () => state,
    events,
    devFiles: new Map([['/__dev/client.js', '/* live reload */']]),
    publicDir: 'tests/fixtures/public',
  });
  server = await listen(handler, 0, '127.0.0.1');
});
afterAll(async () => {
  events.close();
  await server?.close();
});

const get = (path: string) => fetch(server.url + path);

it('treats /introduce, /introduce/ and /introduce/index.html as one page', () => {
  for (const path of ['/introduce', '/introduce/', '/introduce/index.html', '/introduce.html'])
    expect(routePath(path)).toBe('/introduce');
  for (const path of ['/', '/index.html', '//']) expect(routePath(path)).toBe('/');
});

it('serves the overlay alone, with status 500, until there is a good build', async () => {
  Object.assign(state, { site: null, previous: null, failure });
  const response = await get('/');
  expect(response.status).toBe(500);
  const html = await response.text();
  expect(html).toContain('site.json:3:11');
  expect(html).toContain('data-build=""');
});

it('serves every page from memory with the live-reload script, and the overlay while the build fails', async () => {
  Object.assign(state, { site: site('run-1', '/assets/client-A.js'), previous: null, failure: null });
  const ok = await get('/introduce/');
  expect(ok.status).toBe(200);
  expect(ok.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(ok.headers.get('cache-control')).toBe('no-cache');
  const html = await ok.text();
  expect(html).toContain('<main>회사소개</main>');
  expect(html).toContain('data-build="run-1"');
  expect(html).not.toContain('__dev-overlay');

  state.failure = failure;
  const broken = await (await get('/introduce')).text();
  expect(broken).toContain('<main>회사소개</main>');
  expect(broken).toContain('<div id="__dev-overlay"');
});

it('serves the build’s files, its previous build’s script, the dev files and public/, and 404 for the rest', async () => {
  Object.assign(state, {
    site: site('run-2', '/assets/client-B.js'),
    previous: site('run-1', '/assets/client-A.js'),
    failure: null,
  });
  const script = await get('/assets/client-B.js');
  expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await get('/assets/client-A.js')).status).toBe(200);
  expect(await (await get('/__dev/client.js')).text()).toBe('/* live reload */');
  expect(await (await get('/robots.txt')).text()).toBe('User-agent: *\n');
  const image = await get('/images/hero.svg');
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/svg+xml');

  const missing = await get('/no-such-page');
  expect(missing.status).toBe(404);
  const html = await missing.text();
  expect(html).toContain('<main>없는 페이지</main>');
  expect(html).toContain('data-build="run-2"');
});

it('answers an unknown English address with the English 404 page', async () => {
  Object.assign(state, { site: site('run-3', '/assets/client-C.js'), previous: null, failure: null });
  for (const path of ['/en/no-such-page', '/en/introduce/nothing']) {
    const missing = await get(path);
    expect(missing.status, path).toBe(404);
    expect(await missing.text(), path).toContain('<main>Page not found</main>');
  }
  expect(await (await get('/english')).text()).toContain('<main>없는 페이지</main>');
});
