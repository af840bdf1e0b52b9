// The category pages (/analysis-tech, /analysis-equip, /analysis-case) as a visitor uses them, in Chromium.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { useBuiltSite } from './helpers/built-site';
import { readManifest } from './helpers/manifest';
import { collectPageProblems } from './helpers/page-problems';

const manifest = readManifest();
const built = useBuiltSite('siteDist');
let page: Page | undefined;
let problems: string[] = [];

afterEach(async () => {
  expect(problems).toEqual([]);
  await page?.close();
});

async function open(path: string, width = 1280) {
  page = await built.browser.newPage({ viewport: { width, height: 800 } });
  problems = collectPageProblems(page, built.server.url);
  await page.goto(`${built.server.url}${path}`, { waitUntil: 'networkidle' });
  // The prerendered page holds every sub-item; once hydrated only the active one is mounted.
  if (path.startsWith('/analysis-')) await page.waitForFunction(() => document.querySelectorAll('main [data-active]').length === 1);
  return page;
}

const subNav = (current: Page, name: string) => current.getByRole('navigation', { name });
// Hydration and client-side navigation render a moment after load or click, so wait for the title rather than read it once.
const showsTitle = (current: Page, title: string) => current.locator('main h2', { hasText: title }).filter({ visible: true }).waitFor();
const selectedTab = (current: Page) => current.getByRole('tab', { selected: true }).innerText();

describe('category pages', () => {
  it('show the sub-item named by the hash, and follow hash changes', async () => {
    const current = await open('/analysis-tech#thermal');
    await showsTitle(current, '열 분석');
    await expect(subNav(current, '분석기술').locator('[aria-current="page"]').innerText()).resolves.toBe('열분석');
    await subNav(current, '분석기술').getByRole('link', { name: '표면분석' }).click();
    await current.waitForURL(/#surface$/);
    await showsTitle(current, '표면 분석');
    await expect(current.locator('main h2').filter({ visible: true }).count()).resolves.toBe(1);
    await current.evaluate(() => {
      window.location.hash = '#shape';
    });
    await showsTitle(current, '형상 분석');
  });

  it('show the first sub-item without a hash or with an unknown one', async () => {
    const current = await open('/analysis-equip#no-such-group');
    await showsTitle(current, '전자현미경');
    await current.goto(`${built.server.url}/analysis-equip`);
    await showsTitle(current, '전자현미경');
  });

  it('open a sub-item from the header menu', async () => {
    const current = await open('/');
    await current.locator('header').hover();
    await current.locator('header a[href="/analysis-case#contamination"]').click();
    await current.waitForURL(/\/analysis-case#contamination$/);
    const contamination = manifest.cases.find((analysisCase) => analysisCase.id === 'contamination')!;
    await showsTitle(current, contamination.title);
  });

  it('move between instrument tabs with the arrow keys and show one panel', async () => {
    const current = await open('/analysis-tech#elemental');
    await current.getByRole('tab', { name: 'ICP-OES' }).focus();
    await current.keyboard.press('ArrowRight');
    expect(await selectedTab(current)).toBe('ICP-MS');
    expect(await current.evaluate(() => document.activeElement?.textContent)).toBe('ICP-MS');
    await current.keyboard.press('End');
    expect(await selectedTab(current)).toBe('CS Analyzer');
    await current.keyboard.press('ArrowRight');
    expect(await selectedTab(current)).toBe('ICP-OES');
    await expect(current.getByRole('tabpanel').count()).resolves.toBe(1);
  });

  it('reset the instrument tab to the first when the sub-item changes', async () => {
    const current = await open('/analysis-tech#elemental');
    await current.getByRole('tab', { name: 'XRF' }).click();
    expect(await selectedTab(current)).toBe('XRF');
    await subNav(current, '분석기술').getByRole('link', { name: '구조분석' }).click();
    await showsTitle(current, '구조 분석');
    expect(await selectedTab(current)).toBe('FT-IR');
    await subNav(current, '분석기술').getByRole('link', { name: '원소분석' }).click();
    await showsTitle(current, '원소 분석');
    expect(await selectedTab(current)).toBe('ICP-OES');
  });

  it('keep the specification’s line breaks and show the coming-soon note for a placeholder', async () => {
    const current = await open('/analysis-tech#elemental');
    const icpOes = manifest.instruments.find((instrument) => instrument.id === 'icp-oes')!;
    const lines = await current.getByRole('tabpanel').locator('li li').allInnerTexts();
    expect(lines.slice(0, icpOes.equips[0]!.specification.length)).toEqual(icpOes.equips[0]!.specification);
    await subNav(current, '분석기술').getByRole('link', { name: '물성분석' }).click();
    await current.getByRole('tabpanel').getByText(manifest.labels.comingSoon).waitFor();
  });

  it('scroll the tab bars sideways at 375 px instead of widening the page', async () => {
    const current = await open('/analysis-tech#surface', 375);
    const overflow = await current.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const tabList = current.getByRole('tablist');
    const sizes = await tabList.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    await current.getByRole('tab', { name: 'Surface profiler' }).click();
    expect(await selectedTab(current)).toBe('Surface profiler');
    await expect(current.getByRole('tab', { name: 'Surface profiler' }).isVisible()).resolves.toBe(true);
  });

  it('show every sub-item without JavaScript, each under its own #hash', async () => {
    const context = await built.browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
    problems = [];
    await page.goto(`${built.server.url}/analysis-equip#thermal`);
    const titles = await page.locator('main h2').allInnerTexts();
    expect(titles).toHaveLength(7);
    await expect(page.locator('#thermal').isVisible()).resolves.toBe(true);
    await context.close();
  });
});
