import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/devServer/listen';
import type { CategoryPage } from '../../../src/manifest/site.gen';
import { instrumentTabs, type TabExpectation } from '../../helpers/instrumentTabs';
import { textOf } from '../../helpers/manifestText';
import { islandsHydrated } from './islands';
import { addressIn, pagesToVisit, routeTitle, sectionPagesOf, sitemapPaths } from './manifest';
import { watchPageProblems } from './page-problems';
import { emptyTab, gotoSettled } from './page-settled';
import { menuSubItems } from '../../../src/manifest/menu/menuSubItems';
import type { LabManifest } from '../../helpers/labManifest';

export interface SiteUnderTest {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** One tab list a category page must show: a group's instruments or a case's. */
export interface TabListExpectation {
  path: string;
  /** The sub-item's id: its #hash, and the element that holds its tabs. */
  section: string;
  /** The heading the sub-item shows. */
  title: string;
  /** The page whose HTML holds it in full: the category page for its first sub-item, the sub-item's own page for the others. */
  page: string;
  tabs: (TabExpectation & { korName: string })[];
}

/** Every category page's sub-items, with the instruments each must show in `language`, all read from the manifest. */
export function tabListsToCheck(manifest: LabManifest, language = 'ko'): TabListExpectation[] {
  // The panel's heading: the instrument's name, or its English full name while it has none.
  const korName = (id: string) => {
    const instrument = manifest.instruments.find((candidate) => candidate.id === id)!;
    return instrument.korName === undefined ? instrument.subName : textOf(instrument.korName, language);
  };
  return manifest.routes
    .filter((route): route is typeof route & { page: CategoryPage } => route.page.type === 'categoryPage')
    .flatMap((route) =>
      route.page.sections.map((section, index) => {
        const analysisCase =
          section.type === 'caseStudy' ? manifest.cases.find((candidate) => candidate.id === section.case) : undefined;
        if (section.type === 'caseStudy' && !analysisCase)
          throw new Error(`${route.path}#${section.id} names a case the manifest does not have.`);
        const entries = section.type === 'equipmentGroup' ? section.instruments : analysisCase!.instruments;
        const title = section.type === 'equipmentGroup' ? section.title : analysisCase!.title;
        const tabs = instrumentTabs(manifest, entries, language).map((tab) => ({ ...tab, korName: korName(tab.id) }));
        const page = addressIn(
          manifest,
          index === 0 ? route.path : `${route.path === '/' ? '' : route.path}/${section.id}`,
          language,
        );
        return {
          path: addressIn(manifest, route.path, language),
          section: section.id,
          title: textOf(title, language),
          page,
          tabs,
        };
      }),
    );
}

const elementWithId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/**
 * One browser tab for the tests of the enclosing describe, opened before them and closed after: each test
 * opens its page afresh in it, as a visitor going from page to page does. A tab of its own per test cost
 * Chromium a new renderer each time, a second of processor time on these machines, for hundreds of pages.
 */
function useTab(site: SiteUnderTest, options: BrowserContextOptions): () => Page {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    context = await site.browser.newContext(options);
    page = await context.newPage();
  });
  afterAll(() => context?.close());
  return () => {
    if (!page) throw new Error('The browser tab is only open inside tests.');
    return page;
  };
}

const withScripts = { viewport: { width: 1280, height: 800 } };

/*
 * The checks that take every expectation from a manifest, on the pages of one language (a code; the
 * default language unless told), in two parts that run as two test files side by side: the
 * real site.json's (every-page*.test.ts) and the proof on an edited copy (tests/siteBuild/content-edits*.build.test.ts)
 * both run exactly these.
 */

/** A page to open with JavaScript: a route or a menu link, and the tab list its #section shows, if any. */
interface ScriptedVisit {
  url: string;
  /** The route whose title the page has. */
  path: string;
  tabList?: TabListExpectation;
}

/** Every route and menu link, and every category sub-item with instruments, each once. */
function scriptedVisits(manifest: LabManifest, language: string): ScriptedVisit[] {
  const tabLists = tabListsToCheck(manifest, language).filter((list) => list.tabs.length > 0);
  const routeOf = (url: string) => manifest.routes.find((route) => addressIn(manifest, route.path, language) === url);
  const visits = new Map<string, ScriptedVisit>(pagesToVisit(manifest, language).map((visit) => [visit.url, visit]));
  for (const list of tabLists) {
    const url = `${list.path}#${list.section}`;
    const visit = visits.get(url) ?? { url, path: routeOf(list.path)!.path };
    visits.set(url, { ...visit, tabList: list });
  }
  return [...visits.values()];
}

/** The sub-item's title, and each of its instruments in its own tab, each tab chosen in turn. */
async function checkTabList(page: Page, list: TabListExpectation): Promise<void> {
  const section = elementWithId(page, list.section);
  // A sub-item after the first is fetched from its own page; its tabs answer once hydrated.
  await section.locator('h2', { hasText: list.title }).waitFor();
  await islandsHydrated(page);
  const tabs = section.getByRole('tab');
  await expect.poll(() => tabs.allInnerTexts()).toEqual(list.tabs.map((tab) => tab.label));
  for (const [index, tab] of list.tabs.entries()) {
    await tabs.nth(index).click();
    await section.getByRole('tabpanel').filter({ visible: true }).locator('h3', { hasText: tab.korName }).waitFor();
  }
}

/**
 * Each route and each menu link (with its #section) opens and hydrates cleanly; each category sub-item shows its
 * title and instruments, each in its own tab.
 */
export function definePageOpenChecks(manifest: LabManifest, site: SiteUnderTest, language = 'ko'): void {
  describe('with JavaScript', () => {
    const tab = useTab(site, withScripts);

    it.each(scriptedVisits(manifest, language))(
      '$url hydrates without errors or warnings, its #section is there, and so are its instrument tabs',
      async ({ url, path, tabList }) => {
        const page = tab();
        await emptyTab(page);
        const { problems, stop } = watchPageProblems(page, site.server.url);
        try {
          const response = await gotoSettled(page, site.server.url + url);
          expect(response?.status()).toBe(200);
          expect(await page.title()).toBe(routeTitle(manifest, path, language));
          expect((await page.locator('main').innerText()).trim()).not.toBe('');
          const hash = url.split('#')[1];
          if (hash) await elementWithId(page, hash).waitFor();
          if (tabList) await checkTabList(page, tabList);
          expect(problems).toEqual([]);
        } finally {
          stop();
        }
      },
    );
  });
}

/**
 * Without JavaScript each page has its head tags and content, the header links every menu item and each
 * category sub-item shows its instruments; the sitemap lists every page.
 */
export function defineHtmlChecks(manifest: LabManifest, site: SiteUnderTest, language = 'ko'): void {
  const tabLists = tabListsToCheck(manifest, language);
  const text = (value: Parameters<typeof textOf>[0]) => textOf(value, language);
  const at = (path: string) => addressIn(manifest, path, language);

  describe('without JavaScript', () => {
    const tab = useTab(site, { javaScriptEnabled: false });
    const openAfresh = async (url: string) => {
      const page = tab();
      await emptyTab(page);
      return { page, response: await page.goto(site.server.url + url) };
    };

    it.each(manifest.routes)('$path shows its content and head tags', async (route) => {
      const { page, response } = await openAfresh(at(route.path));
      expect(response?.status()).toBe(200);
      expect((await page.locator('main').innerText()).trim()).not.toBe('');

      const url = manifest.site.baseUrl.replace(/\/+$/, '') + at(route.path);
      const head = page.locator('head');
      const meta = (selector: string) => head.locator(selector).getAttribute('content');
      expect(await page.title()).toBe(text(route.title));
      expect(await meta('meta[name="description"]')).toBe(text(route.description));
      expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toBe(url);
      expect(await meta('meta[property="og:title"]')).toBe(text(route.title));
      expect(await meta('meta[property="og:description"]')).toBe(text(route.description));
      expect(await meta('meta[property="og:url"]')).toBe(url);
      expect(await meta('meta[property="og:type"]')).toBe('website');
    });

    it('links every menu group and sub-item from the header, and each #section is on its page', async () => {
      const { page } = await openAfresh(at('/'));
      const hrefs = await page
        .locator('header nav a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const group of manifest.menu) {
        expect(hrefs).toContain(at(group.href));
        for (const item of menuSubItems(group, manifest.routes))
          expect(hrefs).toContain(at(`${item.href ?? group.href}#${item.hash}`));
      }
      for (const { url } of pagesToVisit(manifest, language).filter((visit) => visit.url.includes('#'))) {
        await page.goto(site.server.url + url);
        expect(await elementWithId(page, url.split('#')[1]!).count(), url).toBe(1);
      }
    });

    it.each(sectionPagesOf(manifest, language))(
      '$url shows its sub-item, and its category page links to it',
      async (expected) => {
        const { page } = await openAfresh(`${expected.route}#${expected.section}`);
        await page.locator(`[id="${expected.section}"] a[href="${expected.url}#${expected.section}"]`).click();
        expect(new URL(page.url()).pathname).toBe(expected.url);
        expect(new URL(page.url()).hash).toBe(`#${expected.section}`);
        expect(await page.title()).toBe(expected.title);
        const url = manifest.site.baseUrl.replace(/\/+$/, '') + expected.url;
        expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(url);
        await expect(page.locator(`[id="${expected.section}"]`).isVisible()).resolves.toBe(true);
      },
    );

    it('shows every category sub-item on its page with its title, tabs and each instrument’s panel', async () => {
      const page = tab();
      for (const path of new Set(tabLists.map((list) => list.page))) {
        await page.goto(`${site.server.url}${path}`);
        const lists = tabLists.filter((list) => list.page === path);
        const shown = await page.evaluate(
          (sections) =>
            sections.map((id) => {
              const section = document.getElementById(id);
              const tabs = [...(section?.querySelectorAll('[role="tab"]') ?? [])];
              return {
                title: section?.querySelector('h2')?.textContent ?? null,
                tabs: tabs.map((tab) => ({
                  label: tab.textContent,
                  korName:
                    document.getElementById(tab.getAttribute('aria-controls') ?? '')?.querySelector('h3')
                      ?.textContent ?? null,
                })),
              };
            }),
          lists.map((list) => list.section),
        );
        expect(shown, path).toEqual(
          lists.map((list) => ({
            title: list.title,
            tabs: list.tabs.map(({ label, korName }) => ({ label, korName })),
          })),
        );
      }
    });

    it('answers an unknown path with the 404 page', async () => {
      const { page, response } = await openAfresh(at('/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('main').innerText()).resolves.toContain(text(manifest.labels.notFoundTitle));
    });
  });

  it('lists every page of every language in sitemap.xml', async () => {
    const baseUrl = manifest.site.baseUrl.replace(/\/+$/, '');
    const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(
      sitemapPaths(manifest)
        .map((path) => baseUrl + path)
        .sort(),
    );
  });
}
