// A video section (tests/fixtures/rich-site/) in Chromium, under the production server's
// Content-Security-Policy: nothing is asked of YouTube or any other host before the visitor
// clicks the poster; the click puts the privacy-friendly player in the poster's box (a local
// stub answers for YouTube: the machine needs no network); without JavaScript the poster is a
// link to the video's page; pages without a video load none of its code; axe finds nothing.
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { SiteManifest, Video } from '../../src/manifest/site.gen';
import { contentSecurityPolicy } from '../../src/siteServer/http/securityHeaders';
import { videoAddress } from '../../src/kinds/video/videoAddress';
import { en, ko } from '../helpers/manifestText';
import { useBuiltSite } from './helpers/built-site';
import { useWatchedPages } from './helpers/watched-pages';
import { readRichManifest } from './helpers/rich-site';
import { emptyTab, pageSettled } from './helpers/page-settled';
import { axeViolations } from './helpers/axe';
import { screenshotPath } from './helpers/screenshots';

const manifest = readRichManifest();
const built = useBuiltSite();
const route = manifest.routes.find(({ page }) => page.sections.some((section) => section.type === 'video'))!;
const video = route.page.sections.find((section): section is Video => section.type === 'video')!;
const address = videoAddress(video.url)!;
const section = `[id="${video.id}"]`;
const players = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|www\.youtube\.com|vimeo\.com)\//;
// The reused tab is emptied for the next test by visiting the origin of each of its frames, and the player's host
// cannot be reached from this machine: the tab leaves the player first.
const newPage = useWatchedPages(built, emptyTab);

/** The policy the production server sends with this build's pages (release.json beside the site). */
function productionPolicy(): string {
  const release = JSON.parse(
    readFileSync(join(realpathSync(inject('richDist')), '../server/release.json'), 'utf8'),
  ) as { manifest: SiteManifest; scriptHashes: string[] };
  return contentSecurityPolicy(release.manifest, release.scriptHashes);
}

/**
 * Opens `path` with every request recorded, the site's pages carrying the production policy, the video
 * services answered by a stub page and any other host refused.
 */
async function open(path: string, { javaScriptEnabled = true, width = 1280 } = {}) {
  const page = await newPage({ javaScriptEnabled, width });
  const origin = built.server.url;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const policy = productionPolicy();
  await page.route(
    (url) => url.origin === origin && !/\.[a-z0-9]+$/.test(url.pathname),
    async (request) => {
      const response = await request.fetch();
      await request.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
    },
  );
  await page.route(
    (url) => url.origin !== origin,
    (request) =>
      players.test(request.request().url())
        ? request.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>stub player</p>' })
        : request.abort(),
  );
  await page.goto(`${origin}${path}`);
  const elsewhere = () => requests.filter((url) => !url.startsWith(origin));
  return { page, requests, elsewhere };
}

const posterLoaded = (page: Page) =>
  page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)].every(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    section,
  );

/** Where an element is on the page (not in the window, which may have scrolled). */
const onPage = (element: Locator) =>
  element.evaluate((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });

describe('a video section', () => {
  it.each([390, 1280])(
    'asks nothing of another host before the click at %i px; the click puts the privacy-friendly player in the poster’s box',
    async (width) => {
      const { page, elsewhere } = await open(route.path, { width });
      await pageSettled(page);
      await page.locator(section).scrollIntoViewIfNeeded();
      await posterLoaded(page);
      expect(elsewhere()).toEqual([]);
      const play = page.getByRole('link', { name: `${ko(video.title)} (YouTube)` });
      const before = await onPage(play);
      expect(before.width / before.height).toBeCloseTo(16 / 9, 1);
      const asked = page.waitForRequest(address.embedUrl);
      await play.click();
      await asked;
      const frame = page.locator(`${section} iframe`);
      await expect(frame.getAttribute('src')).resolves.toBe(
        'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
      );
      await expect(frame.getAttribute('title')).resolves.toBe(ko(video.title));
      // The stub's page is shown: the policy lets the player be framed.
      await expect((await (await frame.elementHandle())!.contentFrame())!.locator('p').textContent()).resolves.toBe(
        'stub player',
      );
      // The same box on the page (focusing the player may scroll the window, which moves nothing).
      expect(await onPage(frame)).toEqual(before);
      await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('IFRAME');
      expect(elsewhere()).toEqual([address.embedUrl]);
    },
  );

  it('is a link to the video’s page without JavaScript, asking nothing of YouTube before it is followed', async () => {
    const { page, elsewhere } = await open(route.path, { javaScriptEnabled: false, width: 390 });
    await page.locator(section).scrollIntoViewIfNeeded();
    await posterLoaded(page);
    expect(elsewhere()).toEqual([]);
    await page.getByRole('link', { name: `${ko(video.title)} (YouTube)` }).click();
    await page.waitForURL(address.watchUrl);
    expect(elsewhere()).toEqual([address.watchUrl]);
  });

  it('loads its player’s code on its page only', async () => {
    const playerCode = (urls: string[]) => urls.filter((url) => /\/assets\/videoPlayer-[A-Z0-9]+\.js$/.test(url));
    for (const path of ['/', '/help', '/en/tech']) {
      const { page, requests } = await open(path);
      await pageSettled(page);
      expect(playerCode(requests), path).toEqual([]);
    }
    const { page, requests } = await open(route.path);
    await pageSettled(page);
    expect(playerCode(requests)).toHaveLength(1);
  });

  it.each([
    [390, 'ko'],
    [1280, 'ko'],
    [390, 'en'],
    [1280, 'en'],
  ] as const)(
    'has no axe violations at %i px in %s, before and after the click, and is drawn for a look',
    async (width, language) => {
      const inLanguage = language === 'ko' ? ko : en;
      const { page } = await open(`${language === 'ko' ? '' : '/en'}${route.path}`, { width });
      await pageSettled(page);
      const box = page.locator(section);
      await box.scrollIntoViewIfNeeded();
      await posterLoaded(page);
      await box.screenshot({ path: screenshotPath(`video-${language}-${width}`) });
      expect(await axeViolations(page, { include: section })).toEqual([]);
      await page.getByRole('link', { name: `${inLanguage(video.title)} (YouTube)` }).click();
      await expect(box.locator('iframe').getAttribute('title')).resolves.toBe(inLanguage(video.title));
      await box.screenshot({ path: screenshotPath(`video-${language}-${width}-playing`) });
      expect(await axeViolations(page, { include: section, exclude: `${section} iframe` })).toEqual([]);
    },
  );
});
