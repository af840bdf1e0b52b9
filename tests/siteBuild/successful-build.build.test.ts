import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot } from '../../src/siteBuild/paths';
import {
  currentReleaseOf,
  isReleaseName,
  releaseLayout,
  releasesDirOf,
} from '../../src/siteServer/release/releaseLayout';
import { siteLanguages } from '../../src/manifest/language/siteLanguages';
import { editPlaceAttribute } from '../../src/render/editPlace';
import { editItemAttribute } from '../../src/editor/preview/previewMessages';
import { readManifest, sitemapPaths } from '../e2e/helpers/manifest';
import { buildOrThrow } from '../e2e/helpers/run-build';

// An app key in the right format that belongs to no app.
const kakaoAppKey = '0123456789abcdef0123456789abcdef';
let dir: string;
let out: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-build-'));
  out = join(dir, 'dist');
  await writeFile(join(dir, 'stale-file'), '');
  // A folder as builds before releases left it: the first build replaces it with the link.
  await mkdir(out);
  await writeFile(join(out, 'from-the-old-layout.html'), '');
  await buildOrThrow(['--out', out]);
  await writeFile(join(out, 'left-from-the-previous-build.html'), '');
  await buildOrThrow(['--out', out], { KAKAO_APP_KEY: kakaoAppKey });
});

afterAll(() => rm(dir, { recursive: true, force: true }));

it('writes each build as a release of its own, switches dist to the newest whole and leaves no unfinished release', async () => {
  expect((await readdir(dir)).sort()).toEqual(['dist', 'dist-releases', 'stale-file']);
  expect(await readdir(out)).not.toContain('left-from-the-previous-build.html');
  expect(await readdir(out)).not.toContain('from-the-old-layout.html');
  expect((await lstat(out)).isSymbolicLink()).toBe(true);
  const releases = (await readdir(releasesDirOf(out))).filter(isReleaseName).sort();
  expect(releases).toHaveLength(2);
  expect(await readlink(currentReleaseOf(out))).toBe(releases[1]);
  expect((await readdir(releasesDirOf(out))).filter((name) => name.startsWith('.'))).toEqual([]);
  expect(await realpath(out)).toBe(await realpath(join(releasesDirOf(out), releases[1]!, releaseLayout.site)));
  expect((await readdir(join(releasesDirOf(out), releases[1]!, releaseLayout.server))).sort()).toEqual(
    expect.arrayContaining(['inquiries.mjs', 'main.mjs', 'release.json', 'renderer.mjs']),
  );
});

it('writes one page per route and per later category sub-item, 404.html, sitemap.xml, robots.txt and the public files', async () => {
  const files = await readdir(out, { recursive: true });
  for (const path of sitemapPaths(readManifest())) {
    expect(files).toContain(path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
  }
  expect(files).toEqual(expect.arrayContaining(['404.html', 'sitemap.xml', 'robots.txt']));
  const publicFiles = await readdir(join(projectRoot, 'public'), { recursive: true }).catch(() => []);
  expect(files).toEqual(expect.arrayContaining(publicFiles));
});

it("carries none of the editor preview's places in its pages", async () => {
  const pages = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(1);
  for (const page of pages) {
    const html = await readFile(join(out, page), 'utf8');
    expect(html, page).not.toContain(editPlaceAttribute);
    expect(html, page).not.toContain(editItemAttribute);
  }
});

it('names scripts and fonts by their content and serves no source map', async () => {
  const assets = await readdir(join(out, 'assets'));
  const html = await readFile(join(out, 'index.html'), 'utf8');
  // The islands' loader imports the entry once the page has painted. (React DOM's `client` module is
  // a chunk named client-… too, so the entry is found by what the page imports.)
  const script = html.match(/import\("\/assets\/(client-[A-Z0-9]{8}\.js)"\)/)?.[1];
  expect(script).toBeDefined();
  expect(assets).toContain(script);
  expect(assets.filter((file) => file.endsWith('.map'))).toEqual([]);
  expect(await readFile(join(out, 'assets', script!), 'utf8')).not.toContain('sourceMappingURL');
  // One subset per language at most (each language's pages get the glyphs they show; identical subsets share a file).
  const fonts = assets.filter((file) => file.endsWith('.woff2'));
  expect(fonts.length).toBeGreaterThanOrEqual(1);
  expect(fonts.length).toBeLessThanOrEqual(siteLanguages(readManifest()).length);
  for (const font of fonts) expect(font).toMatch(/^PretendardVariable-[0-9A-F]{8}\.woff2$/);
  // The first paint is drawn with local faces; the web font is asked for after it, so nothing preloads it.
  expect(html).not.toMatch(/<link rel="preload"[^>]* as="font"/);
  expect(html).toMatch(
    /@font-face\{font-family:'Pretendard';[^}]*font-display:swap;src:url\(\/assets\/PretendardVariable-[0-9A-F]{8}\.woff2\)/,
  );
  expect(html).toContain(`@font-face{font-family:'Pretendard Fallback'`);
});

it('asks Chromium to compile every client module while it streams in, on its first line', async () => {
  const modules = (await readdir(join(out, 'assets'))).filter((file) => file.endsWith('.js'));
  expect(modules.length).toBeGreaterThan(1);
  for (const file of modules)
    expect((await readFile(join(out, 'assets', file), 'utf8')).split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
});

it('puts KAKAO_APP_KEY from the environment into the map island of the pages with a map, never into site.json', async () => {
  const manifest = readManifest();
  const pages = await Promise.all(
    manifest.routes.map(async (route) =>
      readFile(join(out, route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`), 'utf8'),
    ),
  );
  const withMap = pages.filter((html) => html.includes('data-island="locationMap"'));
  expect(withMap.length).toBe(
    manifest.routes.filter((route) => JSON.stringify(route.page).includes('"type":"location"')).length,
  );
  for (const html of pages) expect(html.includes(kakaoAppKey)).toBe(withMap.includes(html));
  expect(await readFile(join(projectRoot, 'site.json'), 'utf8')).not.toContain(kakaoAppKey);
});
