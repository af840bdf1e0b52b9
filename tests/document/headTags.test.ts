import { describe, expect, it } from 'vitest';
import { headTags, type PageMeta } from '../../src/document/headTags';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { findSitePage, pageInLanguages } from '../../src/manifest/pages/sitePages';
import { bilingualManifest } from '../fixtures/seo/bilingual-manifest';

const manifest = bilingualManifest();
const base = manifest.site.baseUrl;

/** The meta the renderer gives a page of the fixture. */
function metaOf(path: string): PageMeta {
  const page = findSitePage(manifest, path)!;
  return { title: 't', description: 'd', path, language: page.language, alternates: pageInLanguages(page, manifest) };
}

const attribute = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
const hreflangsIn = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
      lang,
      href,
    ]),
  );

describe('head tags of a page in two languages', () => {
  it('gives the canonical link the page’s own absolute address in its language', () => {
    expect(attribute(headTags(manifest, metaOf('/en/equipment/bulk')), /rel="canonical" href="([^"]+)"/g)).toEqual([
      `${base}/en/equipment/bulk`,
    ]);
    expect(attribute(headTags(manifest, metaOf('/equipment/bulk')), /rel="canonical" href="([^"]+)"/g)).toEqual([
      `${base}/equipment/bulk`,
    ]);
    expect(attribute(headTags(manifest, metaOf('/en')), /property="og:url" content="([^"]+)"/g)).toEqual([
      `${base}/en`,
    ]);
  });

  it('links every language’s page, itself included, and x-default to the default language’s page', () => {
    const expected = {
      ko: `${base}/equipment/bulk`,
      en: `${base}/en/equipment/bulk`,
      'x-default': `${base}/equipment/bulk`,
    };
    expect(hreflangsIn(headTags(manifest, metaOf('/equipment/bulk')))).toEqual(expected);
    expect(hreflangsIn(headTags(manifest, metaOf('/en/equipment/bulk')))).toEqual(expected);
    expect(hreflangsIn(headTags(manifest, metaOf('/en')))).toEqual({
      ko: `${base}/`,
      en: `${base}/en`,
      'x-default': `${base}/`,
    });
  });

  it('says the page’s locale in Open Graph and the other languages’ as alternates', () => {
    const english = headTags(manifest, metaOf('/en/about'));
    expect(attribute(english, /property="og:locale" content="([^"]+)"/g)).toEqual(['en_US']);
    expect(attribute(english, /property="og:locale:alternate" content="([^"]+)"/g)).toEqual(['ko_KR']);
    const korean = headTags(manifest, metaOf('/about'));
    expect(attribute(korean, /property="og:locale" content="([^"]+)"/g)).toEqual(['ko_KR']);
    expect(attribute(korean, /property="og:locale:alternate" content="([^"]+)"/g)).toEqual(['en_US']);
  });

  it('names the site in the page’s language', () => {
    expect(attribute(headTags(manifest, metaOf('/en/about')), /property="og:site_name" content="([^"]+)"/g)).toEqual([
      'Test Lab',
    ]);
    expect(attribute(headTags(manifest, metaOf('/about')), /property="og:site_name" content="([^"]+)"/g)).toEqual([
      '테스트연구소',
    ]);
  });

  it('describes the business on each language’s home page, in that language', () => {
    const english = headTags(manifest, metaOf('/en'));
    expect(english).toContain('"name":"Test Co., Ltd."');
    expect(headTags(manifest, metaOf('/'))).toContain('"name":"(주)테스트"');
    expect(headTags(manifest, metaOf('/en/about'))).not.toContain('application/ld+json');
  });

  it('gives a page that is not indexed no address and no alternates', () => {
    const html = headTags(manifest, {
      title: 't',
      description: 'd',
      path: null,
      language: manifest.languages![1]!,
      alternates: [],
    });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toMatch(/canonical|hreflang|og:url|og:locale:alternate/);
    expect(attribute(html, /property="og:locale" content="([^"]+)"/g)).toEqual(['en_US']);
  });
});

describe('head tags of a site in one language', () => {
  it('has the page’s hreflang and x-default only, and no alternate locale', () => {
    const korean: SiteManifest = { ...manifest, languages: [manifest.languages![0]!] };
    const page = findSitePage(korean, '/about')!;
    const html = headTags(korean, {
      title: 't',
      description: 'd',
      path: '/about',
      language: page.language,
      alternates: pageInLanguages(page, korean),
    });
    expect(hreflangsIn(html)).toEqual({ ko: `${base}/about`, 'x-default': `${base}/about` });
    expect(html).not.toContain('og:locale:alternate');
  });
});
