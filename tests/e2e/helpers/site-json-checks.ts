import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src/devServer/listen';
import type { CategoryPage, SiteManifest } from '../../../src/manifest/site.gen';
import { instrumentTabs, type TabExpectation } from '../../helpers/instrumentTabs';
import { textOf } from '../../helpers/manifestText';
import { islandsHydrated } from './islands';
import { addressIn, pagesToVisit, routeTitle, sectionPagesOf, sitemapPaths } from './manifest';
import { collectPageProblems } from './page-problems';
import { gotoSettled } from './page-settled';
import { menuSubItems } from '../../../src/manifest/menu/menuSubItems';

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
export function tabListsToCheck(manifest: SiteManifest, language = 'ko'): TabListExpectation[] {
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

/** A browser context for the tests of the enclosing describe, opened before them and closed after. */
function useContext(site: SiteUnderTest, options: BrowserContextOptions): () => BrowserContext {
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    context = await site.browser.newContext(options);
  });
  afterAll(() => context?.close());
  return () => {
    if (!context) throw new Error('The browser context is only open inside tests.');
    return context;
  };
}

const withScripts = { viewport: { width: 1280, height: 800 } };

/*
 * The checks that take every expectation from a manifest, on the pages of one language (a code; the
 * default language unless told), in three parts that run as three test files side by side: the
 * real site.json's (every-page*.test.ts) and the proof on an edited copy (tests/siteBuild/content-edits*.build.test.ts)
 * both run exactly these.
 */

/** Each route and each menu link (with its #section) opens and hydrates cleanly. */
export function definePageOpenChecks(manifest: SiteManifest, site: SiteUnderTest, language = 'ko'): void {
  describe('with JavaScript', () => {
    const context = useContext(site, withScripts);

    it.each(pagesToVisit(manifest, language))(
      '$url hydrates without errors or warnings, and its #section is there',
      async ({ url, path }) => {
        const page = await context().newPage();
        const problems = collectPageProblems(page, site.server.url);
        const response = await gotoSettled(page, site.server.url + url);
        expect(response?.status()).toBe(200);
        expect(await page.title()).toBe(routeTitle(manifest, path, language));
        expect((await page.locator('main').innerText()).trim()).not.toBe('');
        const hash = url.split('#')[1];
        if (hash) await elementWithId(page, hash).waitFor();
        expect(problems).toEqual([]);
        await page.close();
      },
    );
  });
}

/** Each category sub-item shows its title and instruments, each in its own tab. */
export function defineTabListChecks(manifest: SiteManifest, site: SiteUnderTest, language = 'ko'): void {
  const tabLists = tabListsToCheck(manifest, language);
  describe('with JavaScript', () => {
    const context = useContext(site, withScripts);

    it.each(tabLists.filter((list) => list.tabs.length > 0))(
      '$path#$section shows its title and each instrument in its own tab',
      async (list) => {
        const page = await context().newPage();
        const problems = collectPageProblems(page, site.server.url);
        await gotoSettled(page, `${site.server.url}${list.path}#${list.section}`);
        const section = elementWithId(page, list.section);
        // A sub-item after the first is fetched from its own page; its tabs answer once hydrated.
        await section.locator('h2', { hasText: list.title }).waitFor();
        await islandsHydrated(page);
        const tabs = section.getByRole('tab');
        await expect.poll(() => tabs.allInnerTexts()).toEqual(list.tabs.map((tab) => tab.label));
        for (const [index, tab] of list.tabs.entries()) {
          await tabs.nth(index).click();
          await section
            .getByRole('tabpanel')
            .filter({ visible: true })
            .locator('h3', { hasText: tab.korName })
            .waitFor();
        }
        expect(problems).toEqual([]);
        await page.close();
      },
    );
  });
}

/**
 * Without JavaScript each page has its head tags and content, the header links every menu item and each
 * category sub-item shows its instruments; the sitemap lists every page.
 */
export function defineHtmlChecks(manifest: SiteManifest, site: SiteUnderTest, language = 'ko'): void {
  const tabLists = tabListsToCheck(manifest, language);
  const text = (value: Parameters<typeof textOf>[0]) => textOf(value, language);
  const at = (path: string) => addressIn(manifest, path, language);

  describe('without JavaScript', () => {
    const context = useContext(site, { javaScriptEnabled: false });

    it.each(manifest.routes)('$path shows its content and head tags', async (route) => {
      const page = await context().newPage();
      const response = await page.goto(site.server.url + at(route.path));
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
      await page.close();
    });

    it('links every menu group and sub-item from the header, and each #section is on its page', async () => {
      const page = await context().newPage();
      await page.goto(site.server.url + at('/'));
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
      await page.close();
    });

    it.each(sectionPagesOf(manifest, language))(
      '$url shows its sub-item, and its category page links to it',
      async (expected) => {
        const page = await context().newPage();
        await page.goto(`${site.server.url}${expected.route}#${expected.section}`);
        await page.locator(`[id="${expected.section}"] a[href="${expected.url}#${expected.section}"]`).click();
        expect(new URL(page.url()).pathname).toBe(expected.url);
        expect(new URL(page.url()).hash).toBe(`#${expected.section}`);
        expect(await page.title()).toBe(expected.title);
        const url = manifest.site.baseUrl.replace(/\/+$/, '') + expected.url;
        expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(url);
        await expect(page.locator(`[id="${expected.section}"]`).isVisible()).resolves.toBe(true);
        await page.close();
      },
    );

    it('shows every category sub-item on its page with its title, tabs and each instrument’s panel', async () => {
      const page = await context().newPage();
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
      await page.close();
    });

    it('answers an unknown path with the 404 page', async () => {
      const page = await context().newPage();
      const response = await page.goto(site.server.url + at('/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('main').innerText()).resolves.toContain(text(manifest.labels.notFoundTitle));
      await page.close();
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
