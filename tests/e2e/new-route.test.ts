// Issue 2's promise: a page added to site.json alone appears in the menu and renders, with no code change.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeManifestWithNewRoute, type Additions } from '../fixtures/site-with-new-route/make-manifest';
import { useBuiltSite } from './helpers/built-site';
import { collectPageProblems } from './helpers/page-problems';
import { buildOrThrow } from './helpers/run-build';
import { ko } from '../helpers/manifestText';
import { gotoSettled } from './helpers/page-settled';

let dir: string;
let additions: Additions;

// Registered before useBuiltSite's hooks, so the site is built before it is served.
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-new-route-'));
  const manifest = join(dir, 'site.json');
  additions = await writeManifestWithNewRoute(manifest);
  await buildOrThrow(['--manifest', manifest, '--out', join(dir, 'dist')]);
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});
const site = useBuiltSite(() => join(dir, 'dist'));

function firstTextBlock() {
  const section = additions.route.page.type === 'stackedPage' ? additions.route.page.sections[0] : undefined;
  if (section?.type !== 'textBlock') throw new Error('The fixture route should start with a textBlock.');
  return section;
}

it('links the new page from the header and renders it', async () => {
  const { route, menuGroup } = additions;
  const section = firstTextBlock();
  const page = await site.browser.newPage();
  const problems = collectPageProblems(page, site.server.url);
  await gotoSettled(page, site.server.url);

  const link = page.locator(`header a[href="${menuGroup.href}"]`).filter({ visible: true }).first();
  await expect(link.innerText()).resolves.toContain(ko(menuGroup.label));
  await link.click();
  await page.waitForURL(`${site.server.url}${route.path}`);
  // Client-side navigation renders after the URL changes, so wait for the text rather than read it once.
  await page.locator('main', { hasText: ko(section.title) }).waitFor();
  await page.waitForFunction((title) => document.title === title, ko(route.title));
  expect(problems).toEqual([]);
  await page.close();
});

it('serves the new page and its menu section directly', async () => {
  const { route } = additions;
  const section = firstTextBlock();
  const page = await site.browser.newPage();
  const problems = collectPageProblems(page, site.server.url);
  await gotoSettled(page, `${site.server.url}${route.path}#${section.id}`);
  expect(await page.title()).toBe(ko(route.title));
  await expect(page.locator(`#${section.id}`).innerText()).resolves.toContain(ko(section.paragraphs[0]!));
  expect(problems).toEqual([]);
  await page.close();
});

it('adds the new page to the sitemap', async () => {
  const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${additions.route.path}</loc>`);
});
