// A files section (tests/fixtures/rich-site/, files in tests/fixtures/public/files/) in Chromium:
// links that say each file's type and size as the build read them, work without JavaScript and
// save the file under its own name, Korean included; and axe finds nothing.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Files } from '../../src/manifest/site.gen';
import { en, ko } from '../helpers/manifestText';
import { axeViolations } from './helpers/axe';
import { useBuiltSite } from './helpers/built-site';
import { useWatchedPages } from './helpers/watched-pages';
import { pageSettled } from './helpers/page-settled';
import { readRichManifest } from './helpers/rich-site';

const manifest = readRichManifest();
const built = useBuiltSite();
const route = manifest.routes.find(({ page }) => page.sections.some((section) => section.type === 'files'))!;
const section = route.page.sections.find((node): node is Files => node.type === 'files')!;
const [pdf, sheet] = section.files;
/** The size the page must say, read here from the fixture's public folder as the build reads it. */
const kilobytes = (path: string) => Math.round(statSync(join('tests/fixtures/public', path)).size / 1024);

const page = useWatchedPages(built);

async function open(path: string, { javaScriptEnabled = true, width = 1280 } = {}) {
  const current = await page({ javaScriptEnabled, width, acceptDownloads: !javaScriptEnabled });
  await current.goto(`${built.server.url}${path}`);
  return current;
}

describe('a files section', () => {
  it('names each file with its type and size, in Korean and in English', async () => {
    const korean = await open(route.path, { javaScriptEnabled: false, width: 390 });
    const links = korean.locator(`[id="${section.id}"] a[download]`);
    await expect(links.allTextContents()).resolves.toEqual([
      `${ko(pdf!.label)} (PDF · ${kilobytes(pdf!.path)}KB)`,
      `${ko(sheet!.label)} (XLSX · ${kilobytes(sheet!.path)}KB)`,
    ]);
    // The accessible name carries type and size too: a screen reader hears them before the download starts.
    await expect(
      korean.getByRole('link', { name: `${ko(pdf!.label)} (PDF · ${kilobytes(pdf!.path)}KB)` }).count(),
    ).resolves.toBe(1);
    const english = await open(`/en${route.path}`, { javaScriptEnabled: false });
    await expect(english.locator(`[id="${section.id}"] a[download]`).first().textContent()).resolves.toBe(
      `${en(pdf!.label)} (PDF, ${kilobytes(pdf!.path)} KB)`,
    );
  });

  it('saves a file under its Korean name without JavaScript, as the server names it', async () => {
    const current = await open(route.path, { javaScriptEnabled: false, width: 390 });
    const link = current.locator(`[id="${section.id}"] a[download]`).first();
    await expect(link.getAttribute('href')).resolves.toBe(encodeURI(pdf!.path));
    const [download] = await Promise.all([current.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(pdf!.path.split('/').pop());
    const response = await current.request.get(`${built.server.url}${encodeURI(sheet!.path)}`);
    expect(response.headers()['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers()['content-disposition']).toBe(
      `attachment; filename="price-list.xlsx"; filename*=UTF-8''price-list.xlsx`,
    );
  });

  it.each([390, 1280])('has no axe violations at %i px and fits the width', async (width) => {
    const current = await open(route.path, { width });
    await pageSettled(current);
    expect(await axeViolations(current, { include: `[id="${section.id}"]` })).toEqual([]);
    await expect(current.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(width);
  });
});
