// The rich fixture built in Korean and English: every page says its language in
// <html lang>, names every language's version of itself (hreflang, fully qualified,
// with x-default) as every other version does, the sitemap lists the same
// alternates, and the header's language switch keeps the section the visitor is on.
import { describe, expect, it } from 'vitest';
import { defaultLanguage, siteLanguages } from '../../src/manifest/language/siteLanguages';
import { pageInLanguages, sitePages } from '../../src/manifest/pages/sitePages';
import { textOf } from '../helpers/manifestText';
import { useBuiltSite } from './helpers/built-site';
import { addressIn } from './helpers/manifest';
import { readRichManifest } from './helpers/rich-site';

const manifest = readRichManifest();
const pages = sitePages(manifest);
const baseUrl = manifest.site.baseUrl.replace(/\/+$/, '');
const built = useBuiltSite();

/** The attributes of every `<tag …>` in `html`, by name. */
function tagsIn(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries([...match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((attribute) => [attribute[1]!, attribute[2]!.replace(/&amp;/g, '&')])),
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

  it.each(pages.map((page) => ({ path: page.path, page })))('$path says its language and links every version of itself', async ({ page }) => {
    const html = await fetchPage(page.path);
    expect(tagsIn(html, 'html')[0]?.lang).toBe(page.language.code);
    const alternates = tagsIn(html, 'link').filter((link) => link.rel === 'alternate' && link.hreflang !== undefined);
    expect(Object.fromEntries(alternates.map((link) => [link.hreflang, link.href]))).toEqual(alternatesOf(page));
    expect(alternates).toHaveLength(Object.keys(alternatesOf(page)).length);
    expect(alternates.find((link) => link.hreflang === page.language.code)?.href).toBe(baseUrl + page.path);
  });

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
      route.page.type === 'stackedPage' ? route.page.sections.filter((section) => section.type === 'partners').map((section) => [route, section] as const) : [],
    )[0]!;
    const switchLabel = manifest.labels.languageSwitch!;
    const context = await built.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const hops: [from: string, to: string][] = [
      ['ko', 'en'],
      ['en', 'ko'],
    ];
    await page.goto(`${built.server.url}${about.path}#${partners.id}`, { waitUntil: 'networkidle' });
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
});
