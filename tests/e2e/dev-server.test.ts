// Issue 4's promise: `npm run dev` shows an edit of site.json in the open page by itself,
// lays what to fix over the page while site.json is broken, and recovers once it is fixed.
// It edits a copy of the rich fixture (tests/fixtures/rich-site/), not the real site.json.
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { spawnDevServer, type DevProcess } from '../../src/devServer/dev-process';
import { validateManifestText, type ManifestProblem } from '../../src/manifest';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { connectChromium } from './helpers/browser';
import { fixturePublic } from './helpers/fixture-site';
import { ko } from '../helpers/manifestText';

const wait = { timeout: 30_000 };
let dir: string;
let manifestFile: string;
let dev: DevProcess;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-dev-'));
  manifestFile = join(dir, 'site.json');
  await copyFile(inject('richManifest'), manifestFile);
  dev = await spawnDevServer(['--manifest', manifestFile, '--public', fixturePublic]);
  browser = await connectChromium();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function readTempManifest(): Promise<SiteManifest> {
  return JSON.parse(await readFile(manifestFile, 'utf8')) as SiteManifest;
}

async function writeHeadline(headline: string): Promise<void> {
  const manifest = await readTempManifest();
  // Written in every language of the site, so no translation is missing; the test opens the Korean page.
  manifest.site.headline = manifest.languages
    ? Object.fromEntries(manifest.languages.map((language) => [language.code, headline]))
    : headline;
  await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
}

/** Writes `text` as the manifest and returns the problems the validator finds in it, to look for in the overlay. */
async function writeBroken(text: string): Promise<ManifestProblem[]> {
  await writeFile(manifestFile, text);
  const validation = await validateManifestText(text, manifestFile, { publicDir: fixturePublic });
  if (validation.ok) throw new Error('The broken manifest should not validate.');
  return validation.problems;
}

const overlay = (on: Page) => on.locator('#__dev-overlay');

async function expectOverlayListing(on: Page, problems: ManifestProblem[]): Promise<void> {
  await overlay(on).waitFor(wait);
  const text = await overlay(on).innerText();
  expect(text).toContain('site.json에 고칠 곳이 있습니다');
  for (const problem of problems) {
    expect(text).toContain(`site.json:${problem.line}:${problem.column}`);
    expect(text).toContain(problem.message);
    expect(text).toContain(problem.hint);
    if (problem.path) expect(text).toContain(problem.path);
  }
}

it('reloads the open page when site.json changes', async () => {
  const { site } = await readTempManifest();
  await page.goto(dev.url);
  await page.locator('main').getByText(ko(site.headline)).waitFor(wait);

  await writeHeadline('실시간 미리보기로 바뀐 첫 화면 문구');
  await page.locator('main').getByText('실시간 미리보기로 바뀐 첫 화면 문구').waitFor(wait);
});

it('lays the problems over the last good page while site.json is broken, and takes them away once fixed', async () => {
  const manifest = await readTempManifest();
  const { headline } = manifest.site;
  const withoutHeadline: Partial<SiteManifest['site']> = { ...manifest.site };
  delete withoutHeadline.headline;
  const problems = await writeBroken(JSON.stringify({ ...manifest, site: withoutHeadline }, null, 2));

  await expectOverlayListing(page, problems);
  // The last good build stays underneath; the page is not blanked.
  await expect(page.locator('main').getByText(ko(headline)).count()).resolves.toBe(1);

  await writeHeadline('고친 뒤의 첫 화면 문구');
  await page.locator('main').getByText('고친 뒤의 첫 화면 문구').waitFor(wait);
  await overlay(page).waitFor({ ...wait, state: 'detached' });
});

it('shows the overlay on a page opened while site.json is broken, at the place of a trailing comma', async () => {
  const valid = await readFile(manifestFile, 'utf8');
  const problems = await writeBroken(valid.replace(/\n}\s*$/, ',\n}\n'));
  await overlay(page).waitFor(wait);

  const opened = await browser.newPage();
  const inner = (JSON.parse(valid) as SiteManifest).routes.find((route) => route.path !== '/')!;
  await opened.goto(`${dev.url}${inner.path}`);
  await expectOverlayListing(opened, problems);
  await expect(opened.locator('main').count()).resolves.toBe(1);

  await writeFile(manifestFile, valid);
  for (const each of [page, opened]) await overlay(each).waitFor({ ...wait, state: 'detached' });
  await opened.close();
});

it('keeps listening when the dev server restarts on the same port', async () => {
  const port = new URL(dev.url).port;
  await dev.stop();
  dev = await spawnDevServer(['--manifest', manifestFile, '--public', fixturePublic, '--port', port]);
  await writeHeadline('다시 시작한 서버가 보낸 문구');
  await page.locator('main').getByText('다시 시작한 서버가 보낸 문구').waitFor(wait);
});

it('serves the overlay alone when the dev server starts with a broken site.json, and the site once it is fixed', async () => {
  const valid = await readFile(manifestFile, 'utf8');
  const problems = await writeBroken(valid.replace('"site": {', '"site": {,'));
  await dev.stop();
  dev = await spawnDevServer(['--manifest', manifestFile, '--public', fixturePublic]);
  const opened = await browser.newPage();
  await opened.goto(dev.url);
  await expectOverlayListing(opened, problems);
  await expect(opened.locator('main').count()).resolves.toBe(0);

  await writeFile(manifestFile, valid);
  await opened
    .locator('main')
    .getByText(ko(JSON.parse(valid).site.headline))
    .waitFor(wait);
  await expect(overlay(opened).count()).resolves.toBe(0);
  await opened.close();
});

it('never puts the live-reload script into the output of build.mjs', async () => {
  const dist = inject('siteDist');
  const pages = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(1);
  for (const file of pages) expect(await readFile(join(dist, file), 'utf8')).not.toContain('/__dev/');
});
