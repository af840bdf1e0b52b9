// Issue 3 on a stacked page (the rich fixture's, tests/fixtures/rich-site/): hash
// links scroll below the fixed header, and the location section loads the Kakao map
// (served here by a fake SDK, since the machine has no internet) or falls back to
// the address and map links.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningServer } from '../../src/devServer/listen';
import type { MenuGroup, StackedPage } from '../../src/manifest/site.gen';
import { connectChromium } from './helpers/browser';
import { fixturePublic } from './helpers/fixture-site';
import { islandsHydrated } from './helpers/islands';
import { watchedTab } from './helpers/reused-tab';
import { readRichManifest } from './helpers/rich-site';
import { ko } from '../helpers/manifestText';
import { buildOrThrow } from './helpers/run-build';
import { serveSite } from '../../src/devServer/serve-site';
import { menuSubItems } from '../../src/manifest/menu/menuSubItems';

const manifest = readRichManifest();
const { map, labels } = manifest;

const stackedPage = (path: string): StackedPage | undefined => {
  const page = manifest.routes.find((route) => route.path === path)?.page;
  return page?.type === 'stackedPage' ? page : undefined;
};
/** The stacked page with the map and the inquiry form, its group in the menu, and those two sections' ids. */
const aboutGroup = manifest.menu.find((group) =>
  stackedPage(group.href)?.sections.some((section) => section.type === 'location'),
)!;
const aboutPath = aboutGroup.href;
const sectionId = (type: string) => stackedPage(aboutPath)!.sections.find((section) => section.type === type)!.id;
const locationId = sectionId('location');
const contactId = sectionId('inquiry');
/** Another stacked page in the menu, and its group. */
const otherGroup = manifest.menu.find((group) => group !== aboutGroup && stackedPage(group.href))!;
const categoryGroup = manifest.menu.find(
  (group) => manifest.routes.find((route) => route.path === group.href)?.page.type === 'categoryPage',
)!;
const subItem = (group: MenuGroup, hash: string) => {
  const item = menuSubItems(group, manifest.routes).find(
    (candidate) => candidate.hash === hash && (candidate.href ?? group.href) === group.href,
  );
  if (!item) throw new Error(`The fixture's menu group ${group.href} has no sub-item #${hash}.`);
  return { group: ko(group.label), label: ko(item.label), href: `${group.href}#${hash}` };
};
const fakeAppKey = '0123456789abcdef0123456789abcdef';
const kakaoRequests = '**/dapi.kakao.com/**';

/**
 * What sdk.js does, reduced to what the site uses: defines window.kakao.maps,
 * whose Map, Marker and InfoWindow draw marked elements into the container.
 */
const fakeSdk = `
(function () {
  function LatLng(lat, lng) { this.lat = lat; this.lng = lng; }
  LatLng.prototype.getLat = function () { return this.lat; };
  LatLng.prototype.getLng = function () { return this.lng; };
  function Map(container, options) {
    this.container = container;
    var tiles = document.createElement('div');
    tiles.setAttribute('data-fake-map', options.center.lat + ',' + options.center.lng + ',' + options.level);
    tiles.style.cssText = 'position:absolute;inset:0;background:#e8eef3';
    container.appendChild(tiles);
  }
  Map.prototype.setCenter = function () {};
  Map.prototype.relayout = function () {};
  function Marker(options) {
    this.element = document.createElement('div');
    this.element.setAttribute('data-fake-marker', options.position.lat + ',' + options.position.lng);
    this.element.style.cssText = 'position:absolute;left:50%;top:50%;width:24px;height:34px;background:#e5484d';
    if (options.map) this.setMap(options.map);
  }
  Marker.prototype.setMap = function (map) { if (map) map.container.appendChild(this.element); else this.element.remove(); };
  function InfoWindow(options) {
    this.element = document.createElement('div');
    this.element.setAttribute('data-fake-info-window', '');
    this.element.style.cssText = 'position:absolute;left:50%;top:30%;background:#fff';
    if (typeof options.content === 'string') this.element.innerHTML = options.content; else this.element.appendChild(options.content);
  }
  InfoWindow.prototype.open = function (map) { map.container.appendChild(this.element); };
  InfoWindow.prototype.close = function () { this.element.remove(); };
  window.kakao = { maps: { load: function (done) { setTimeout(done, 0); }, LatLng: LatLng, Map: Map, Marker: Marker, InfoWindow: InfoWindow } };
})();
`;

let dir: string;
let plain: RunningServer;
let keyed: RunningServer;
let browser: Browser;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-stacked-page-'));
  await buildOrThrow(['--manifest', inject('richManifest'), '--public', fixturePublic, '--out', join(dir, 'keyed')], {
    KAKAO_APP_KEY: fakeAppKey,
  });
  keyed = await serveSite(join(dir, 'keyed'));
  // Global setup builds the rich fixture without a key, whatever the environment holds.
  plain = await serveSite(inject('richDist'));
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await keyed?.close();
  await plain?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Stops counting the Kakao SDK requests of the page the test before opened, in the file's reused tab. */
let stopCounting: (() => void) | undefined;

async function openPage(server: RunningServer, url: string, width = 1280) {
  stopCounting?.();
  const { page, problems } = await watchedTab(browser, { width, height: 800 }, server.url);
  const sdkRequests: string[] = [];
  const onRequest = (request: Request) => {
    if (request.url().includes('dapi.kakao.com')) sdkRequests.push(request.url());
  };
  page.on('request', onRequest);
  stopCounting = () => page.off('request', onRequest);
  return { page, problems, sdkRequests, go: () => page.goto(server.url + url, { waitUntil: 'networkidle' }) };
}

function hydrated(page: Page) {
  return islandsHydrated(page);
}

/**
 * Distance from the fixed header's bottom edge to the section's top, once the
 * section has focus and the window has stopped scrolling for ten frames.
 */
async function sectionOffset(page: Page, id: string): Promise<{ gap: number; headerBottom: number }> {
  await page.waitForFunction((wanted) => document.activeElement?.id === wanted, id);
  await page.waitForFunction(
    () => {
      const record = window as Window & { lastScrollY?: number; stillFrames?: number };
      record.stillFrames = record.lastScrollY === window.scrollY ? (record.stillFrames ?? 0) + 1 : 0;
      record.lastScrollY = window.scrollY;
      return record.stillFrames >= 10;
    },
    undefined,
    { polling: 'raf' },
  );
  return page.evaluate((wanted) => {
    const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
    return { gap: document.getElementById(wanted)!.getBoundingClientRect().top - headerBottom, headerBottom };
  }, id);
}

/** Starts recording every scroll position the window passes through; returns the reader of the record. */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as Window & { scrollPositions?: number[] }).scrollPositions = positions;
    window.addEventListener('scroll', () => positions.push(Math.round(window.scrollY)));
  });
  return () => page.evaluate(() => (window as Window & { scrollPositions?: number[] }).scrollPositions ?? []);
}

/** Opens the desktop drop-down panel and clicks a sub-item. */
async function clickHeaderSubItem(page: Page, { group, label, href }: ReturnType<typeof subItem>) {
  await page.locator('header').getByRole('link', { name: group, exact: true }).hover();
  await page.locator(`header a[href="${href}"]`, { hasText: label }).click();
}

describe('hash links on a stacked page', () => {
  it('puts the location section right below the header on load and focuses it', async () => {
    const { page, problems, go } = await openPage(plain, `${aboutPath}#${locationId}`);
    await go();
    await hydrated(page);
    const { gap, headerBottom } = await sectionOffset(page, locationId);
    expect(headerBottom).toBe(72);
    expect(Math.abs(gap)).toBeLessThanOrEqual(2);
    expect(problems).toEqual([]);
  });

  it('scrolls smoothly to the inquiry section from the header, and back again when the same link is clicked after scrolling away', async () => {
    const { page, problems, go } = await openPage(plain, aboutPath);
    await go();
    await hydrated(page);
    const positions = await recordScrolling(page);
    await clickHeaderSubItem(page, subItem(aboutGroup, contactId));
    await page.waitForURL(`${plain.url}${aboutPath}#${contactId}`);
    const first = await sectionOffset(page, contactId);
    expect(Math.abs(first.gap)).toBeLessThanOrEqual(2);
    // The panel the link was in closed before the header was measured.
    expect(first.headerBottom).toBe(72);
    // Smooth: the window passed through positions on its way, it did not jump.
    expect(new Set(await positions()).size).toBeGreaterThan(3);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(
      await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, contactId),
    ).toBeGreaterThan(800);
    await clickHeaderSubItem(page, subItem(aboutGroup, contactId));
    const again = await sectionOffset(page, contactId);
    expect(Math.abs(again.gap)).toBeLessThanOrEqual(2);
    expect(problems).toEqual([]);
  });

  it('jumps without animation for visitors who ask for reduced motion', async () => {
    const { page, go } = await openPage(plain, aboutPath);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await go();
    await hydrated(page);
    const positions = await recordScrolling(page);
    await clickHeaderSubItem(page, subItem(aboutGroup, locationId));
    expect(Math.abs((await sectionOffset(page, locationId)).gap)).toBeLessThanOrEqual(2);
    // Jumps only: one, or two when the drop-down panel closed after the first aim.
    expect(new Set(await positions()).size).toBeLessThanOrEqual(2);
  });

  it('keeps the section below the phone header, not below its open menu', async () => {
    const { page, problems, go } = await openPage(plain, aboutPath, 375);
    await go();
    await hydrated(page);
    await page.locator('header button[aria-controls="_site-menu"]').click();
    const { label, href } = subItem(aboutGroup, contactId);
    await page.locator(`#_site-menu a[href="${href}"]`, { hasText: label }).click();
    const { gap, headerBottom } = await sectionOffset(page, contactId);
    expect(headerBottom).toBe(72);
    expect(Math.abs(gap)).toBeLessThanOrEqual(2);
    expect(await page.locator('header button[aria-controls="_site-menu"]').getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
  });

  it('works on another stacked page too', async () => {
    const { page, problems, go } = await openPage(plain, otherGroup.href);
    await go();
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    const first = menuSubItems(otherGroup, manifest.routes).find(
      (item) => !item.href || item.href === otherGroup.href,
    )!;
    await clickHeaderSubItem(page, subItem(otherGroup, first.hash));
    expect(Math.abs((await sectionOffset(page, first.hash)).gap)).toBeLessThanOrEqual(2);
    expect(problems).toEqual([]);
  });
});

describe('the location map', () => {
  const mapBox = (page: Page) => page.locator(`[id="${locationId}"] [data-map-status]`);

  it('loads the SDK once the map is in view and draws the map, marker and info window', async () => {
    const { page, problems, sdkRequests, go } = await openPage(keyed, aboutPath);
    await page.route(kakaoRequests, (route) => route.fulfill({ contentType: 'text/javascript', body: fakeSdk }));
    await go();
    await hydrated(page);
    expect(sdkRequests).toEqual([]);

    await mapBox(page).scrollIntoViewIfNeeded();
    await page.locator(`[id="${locationId}"] [data-map-status="ready"]`).waitFor();
    expect(sdkRequests).toHaveLength(1);
    const url = new URL(sdkRequests[0]!);
    expect(url.protocol + '//' + url.host + url.pathname).toBe('https://dapi.kakao.com/v2/maps/sdk.js');
    expect(url.searchParams.get('appkey')).toBe(fakeAppKey);
    expect(url.searchParams.get('autoload')).toBe('false');

    const box = mapBox(page);
    expect(await box.locator('[data-fake-map]').getAttribute('data-fake-map')).toBe(
      `${map.latitude},${map.longitude},${map.level}`,
    );
    expect(await box.locator('[data-fake-marker]').isVisible()).toBe(true);
    expect(await box.locator('[data-fake-info-window]').innerText()).toBe(ko(map.label));
    expect((await box.boundingBox())?.height).toBe(map.heightPx);
    expect(await box.getByRole('link').count()).toBe(0);

    // Leaving the page removes the script it added.
    await page
      .locator('header')
      .getByRole('link', { name: ko(categoryGroup.label), exact: true })
      .click();
    await page.locator(`[id="${locationId}"]`).waitFor({ state: 'detached' });
    expect(await page.locator('script[src*="dapi.kakao.com"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shows the notice, the address and both map links when the SDK cannot be loaded', async () => {
    const { page, problems, sdkRequests, go } = await openPage(keyed, `${aboutPath}#${locationId}`);
    await page.route(kakaoRequests, (route) => route.abort());
    await go();
    await page.locator(`[id="${locationId}"] [data-map-status="failed"]`).waitFor();
    expect(sdkRequests).toHaveLength(1);
    const box = mapBox(page);
    expect(await box.getByText(ko(labels.mapFallback)).isVisible()).toBe(true);
    expect(await box.getByText(ko(manifest.company.address.road)).isVisible()).toBe(true);
    const name = encodeURIComponent(ko(map.label));
    expect(await box.getByRole('link', { name: ko(labels.openKakaoMap) }).getAttribute('href')).toBe(
      `https://map.kakao.com/link/map/${name},${map.latitude},${map.longitude}`,
    );
    expect(await box.getByRole('link', { name: ko(labels.openNaverMap) }).isVisible()).toBe(true);
    expect(await page.locator('script[src*="dapi.kakao.com"]').count()).toBe(0);
    // Chromium itself reports the refused request; the page adds nothing.
    expect(problems.filter((problem) => !problem.includes('Failed to load resource'))).toEqual([]);
  });

  it('shows the address and map links, and asks nothing of dapi.kakao.com, in a build without a key', async () => {
    const { page, problems, sdkRequests, go } = await openPage(plain, `${aboutPath}#${locationId}`);
    await go();
    await hydrated(page);
    await sectionOffset(page, locationId);
    const box = mapBox(page);
    expect(await box.getAttribute('data-map-status')).toBe('off');
    expect(await box.getByRole('link', { name: ko(labels.openKakaoMap) }).isVisible()).toBe(true);
    expect(await box.getByRole('link', { name: ko(labels.openNaverMap) }).isVisible()).toBe(true);
    expect(await box.getByText(ko(labels.mapFallback)).count()).toBe(0);
    expect(sdkRequests).toEqual([]);
    expect(problems).toEqual([]);
  });
});
