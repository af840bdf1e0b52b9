// Issue 2's promise: a page added to site.json alone appears in the menu and renders, with no code change.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../scripts/server/listen';
import { writeManifestWithNewRoute, type Additions } from '../fixtures/site-with-new-route/make-manifest';
import { launchChromium } from './helpers/browser';
import { collectPageProblems } from './helpers/page-problems';
import { buildOrThrow } from './helpers/run-build';
import { serveSite } from './helpers/site-server';

let dir: string;
let additions: Additions;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-new-route-'));
  const manifest = join(dir, 'site.json');
  additions = await writeManifestWithNewRoute(manifest);
  await buildOrThrow(['--manifest', manifest, '--out', join(dir, 'dist')]);
  server = await serveSite(join(dir, 'dist'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function firstTextBlock() {
  const section = additions.route.page.type === 'stackedPage' ? additions.route.page.sections[0] : undefined;
  if (section?.type !== 'textBlock') throw new Error('The fixture route should start with a textBlock.');
  return section;
}

it('links the new page from the header and renders it', async () => {
  const { route, menuGroup } = additions;
  const section = firstTextBlock();
  const page = await browser.newPage();
  const problems = collectPageProblems(page, server.url);
  await page.goto(server.url, { waitUntil: 'networkidle' });

  const link = page.locator(`header a[href="${menuGroup.href}"]`).filter({ visible: true }).first();
  await expect(link.innerText()).resolves.toContain(menuGroup.label);
  await link.click();
  await page.waitForURL(`${server.url}${route.path}`);
  // Client-side navigation renders after the URL changes, so wait for the text rather than read it once.
  await page.locator('main', { hasText: section.title }).waitFor();
  await page.waitForFunction((title) => document.title === title, route.title);
  expect(problems).toEqual([]);
  await page.close();
});

it('serves the new page and its menu section directly', async () => {
  const { route } = additions;
  const section = firstTextBlock();
  const page = await browser.newPage();
  const problems = collectPageProblems(page, server.url);
  await page.goto(`${server.url}${route.path}#${section.id}`, { waitUntil: 'networkidle' });
  expect(await page.title()).toBe(route.title);
  await expect(page.locator(`#${section.id}`).innerText()).resolves.toContain(section.paragraphs[0]);
  expect(problems).toEqual([]);
  await page.close();
});

it('adds the new page to the sitemap', async () => {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${additions.route.path}</loc>`);
});
