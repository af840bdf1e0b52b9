// The rich fixture built in Korean and English: every page says its language in
// <html lang>, names every language's version of itself (hreflang, fully qualified,
// with x-default) as every other version does, the sitemap lists the same
// alternates, and the header's language switch keeps the section the visitor is on.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { EquipmentGroup } from '../../src/manifest/site.gen';
import { instrumentTabs } from '../helpers/instrumentTabs';
import { islandsHydrated } from './helpers/islands';
import { defaultLanguage, siteLanguages } from '../../src/manifest/language/siteLanguages';
import { pageInLanguages, sitePages } from '../../src/manifest/pages/sitePages';
import { textOf } from '../helpers/manifestText';
import { useBuiltSite } from './helpers/built-site';
import { addressIn } from './helpers/manifest';
import { readRichManifest } from './helpers/rich-site';
import { gotoSettled, pageSettled } from './helpers/page-settled';

const manifest = readRichManifest();
const pages = sitePages(manifest);
const baseUrl = manifest.site.baseUrl.replace(/\/+$/, '');
const built = useBuiltSite();

/** The attributes of every `<tag …>` in `html`, by name. */
function tagsIn(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((attribute) => [
        attribute[1]!,
        attribute[2]!.replace(/&amp;/g, '&'),
      ]),
    ),
  );
}

/** What every version of a page must link: each language's URL by its code, and the default language's as x-default. */
function alternatesOf(page: (typeof pages)[number]): Record<string, string> {
  const versions = pageInLanguages(page, manifest);
  const defaultVersion = versions.find((version) => version.language.code === defaultLanguage(manifest).code)!;
  return {
    ...Object.fromEntries(versions.map((version) => [version.language.code, baseUrl + version.path])),
    'x-default': baseUrl + defaultVersion.path,
  };
}

const fetchPage = async (path: string) => (await fetch(built.server.url + path)).text();

describe('a site in Korean and English', () => {
  it('is built in both languages', () => {
    expect(siteLanguages(manifest).map((language) => language.code)).toEqual(['ko', 'en']);
    expect(pages.filter((page) => page.language.code === 'en')).toHaveLength(pages.length / 2);
  });

  it.each(pages.map((page) => ({ path: page.path, page })))(
    '$path says its language and links every version of itself',
    async ({ page }) => {
      const html = await fetchPage(page.path);
      expect(tagsIn(html, 'html')[0]?.lang).toBe(page.language.code);
      const alternates = tagsIn(html, 'link').filter((link) => link.rel === 'alternate' && link.hreflang !== undefined);
      expect(Object.fromEntries(alternates.map((link) => [link.hreflang, link.href]))).toEqual(alternatesOf(page));
      expect(alternates).toHaveLength(Object.keys(alternatesOf(page)).length);
      expect(alternates.find((link) => link.hreflang === page.language.code)?.href).toBe(baseUrl + page.path);
    },
  );

  it('lists every page in the sitemap with its versions in every language', async () => {
    const sitemap = await fetchPage('/sitemap.xml');
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(match[1]!)?.[1],
      alternates: Object.fromEntries(tagsIn(match[1]!, 'xhtml:link').map((link) => [link.hreflang, link.href])),
    }));
    expect(entries.map((entry) => entry.loc).sort()).toEqual(pages.map((page) => baseUrl + page.path).sort());
    for (const page of pages) {
      const entry = entries.find((candidate) => candidate.loc === baseUrl + page.path)!;
      const byLanguage = Object.entries(alternatesOf(page)).filter(([hreflang]) => hreflang !== 'x-default');
      expect(entry.alternates, page.path).toMatchObject(Object.fromEntries(byLanguage));
    }
  });

  it('leads from a Korean section to the same section in English with the header’s language switch, and back', async () => {
    const [about, partners] = manifest.routes.flatMap((route) =>
      route.page.type === 'stackedPage'
        ? route.page.sections
            .filter((section) => section.type === 'partners')
            .map((section) => [route, section] as const)
        : [],
    )[0]!;
    const switchLabel = manifest.labels.languageSwitch!;
    const context = await built.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const hops: [from: string, to: string][] = [
      ['ko', 'en'],
      ['en', 'ko'],
    ];
    await gotoSettled(page, `${built.server.url}${about.path}#${partners.id}`);
    for (const [from, to] of hops) {
      const language = siteLanguages(manifest).find((candidate) => candidate.code === to)!;
      const link = page.getByRole('navigation', { name: textOf(switchLabel, from) }).locator(`a[hreflang="${to}"]`);
      expect(await link.getAttribute('lang')).toBe(to);
      expect((await link.innerText()).trim()).toBe(language.name);
      await link.click();
      await page.waitForURL(`${built.server.url}${addressIn(manifest, `${about.path}#${partners.id}`, to)}`);
      expect(await page.locator('html').getAttribute('lang')).toBe(to);
      await page.locator(`[id="${partners.id}"]`).waitFor();
    }
    await context.close();
  });

  // A category page with an equipment group after its first: that group's content is fetched, its tabs hydrate late.
  const [category, groups] = manifest.routes
    .flatMap((route) =>
      route.page.type === 'categoryPage' && route.page.sections.length > 1
        ? [
            [
              route,
              route.page.sections.filter(
                (section): section is EquipmentGroup =>
                  section.type === 'equipmentGroup' && (section.instruments?.length ?? 0) > 1,
              ),
            ] as const,
          ]
        : [],
    )
    .find(([, found]) => found.length > 1)!;
  const switchTo = (page: Page, from: string, to: string) =>
    page
      .getByRole('navigation', { name: textOf(manifest.labels.languageSwitch!, from) })
      .locator(`a[hreflang="${to}"]`)
      .click();

  it('keeps the chosen category and instrument tab across the language switch, with JavaScript', async () => {
    const context = await built.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    for (const [group, from, to] of [
      [groups[1]!, 'ko', 'en'],
      [groups[0]!, 'en', 'ko'],
    ] as const) {
      const tabs = (language: string) => instrumentTabs(manifest, group.instruments, language).map((tab) => tab.label);
      const address = (language: string) => `${addressIn(manifest, category.path, language)}#${group.id}`;
      if (from === 'ko') await gotoSettled(page, `${built.server.url}${address(from)}`);
      else {
        const banner = category.page.type === 'categoryPage' ? category.page.banner.title : manifest.site.name;
        await page
          .getByRole('navigation', { name: textOf(banner, from) })
          .getByRole('link', { name: textOf(group.label, from), exact: true })
          .click();
        await page.waitForURL(`${built.server.url}${address(from)}`);
      }
      const chosen = page.getByRole('tab', { name: tabs(from).at(-1)!, exact: true });
      await chosen.click();
      await expect(chosen.getAttribute('aria-selected')).resolves.toBe('true');
      await switchTo(page, from, to);
      await page.waitForURL(`${built.server.url}${address(to)}`);
      await islandsHydrated(page);
      await page.getByRole('tab', { name: tabs(to).at(-1)!, exact: true, selected: true }).waitFor();
      await expect(page.getByRole('tab', { selected: true }).allInnerTexts()).resolves.toEqual([tabs(to).at(-1)]);
    }
    // Handed over once: the page loaded again starts at the first tab, as any visit does.
    await page.reload();
    await pageSettled(page);
    await islandsHydrated(page);
    await page
      .getByRole('tab', {
        name: instrumentTabs(manifest, groups[0]!.instruments, 'ko')[0]!.label,
        exact: true,
        selected: true,
      })
      .waitFor();
    await context.close();
  });

  it('leads from a category section’s own page to the same section in the other language, without JavaScript', async () => {
    const context = await built.browser.newContext({
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const section = groups[1]!;
    const ownPage = (language: string) => addressIn(manifest, `${category.path}/${section.id}`, language);
    await page.goto(`${built.server.url}${ownPage('ko')}`);
    await switchTo(page, 'ko', 'en');
    await page.waitForURL(`${built.server.url}${ownPage('en')}#${section.id}`);
    // The browser went to the section: its title is on the screen, below the header.
    const title = page.locator(`[id="${section.id}"] h2`).first();
    await expect(title.innerText()).resolves.toBe(textOf(section.title, 'en'));
    const top = await title.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(800);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(0);
    await context.close();
  });
});
