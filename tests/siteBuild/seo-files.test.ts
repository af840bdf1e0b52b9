import { describe, expect, it } from 'vitest';
import { routePosts } from '../../src/manifest/pages/noticePosts';
import { robotsTxt, sitemapXml } from '../../src/siteBuild/seo-files';
import { bilingualManifest } from '../fixtures/seo/bilingual-manifest';

const manifest = bilingualManifest();
const base = manifest.site.baseUrl;

/** Each `<url>` of a sitemap: its address and its alternates by hreflang. */
function entries(xml: string): Map<string, Record<string, string>> {
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body!)![1]!;
    const links = [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    return [loc, Object.fromEntries(links.map(([, lang, href]) => [lang!, href!]))] as const;
  });
  return new Map(urls);
}

describe('the sitemap of a site in two languages', () => {
  const sitemap = entries(sitemapXml(manifest));

  it('lists every page in every language, the tabs’ and notice posts’ own pages included', () => {
    const paths = manifest.routes.flatMap((route) => [
      route.path,
      ...(route.page.type === 'categoryPage'
        ? route.page.sections.slice(1).map((section) => `${route.path}/${section.id}`)
        : []),
      ...routePosts(route).map((post) => `${route.path}/${post.slug}`),
    ]);
    expect(paths).toContain('/equipment/bulk');
    expect(manifest.routes.flatMap((route) => routePosts(route)).length).toBeGreaterThan(0);
    const expected = [...paths, ...paths.map((path) => (path === '/' ? '/en' : `/en${path}`))].map(
      (path) => `${base}${path}`,
    );
    expect([...sitemap.keys()].sort()).toEqual(expected.sort());
  });

  it('gives every page alternates in every language and x-default, each of them a page of the sitemap with the same alternates', () => {
    for (const [loc, alternates] of sitemap) {
      expect(Object.keys(alternates), loc).toEqual(['ko', 'en', 'x-default']);
      expect(Object.values(alternates), loc).toContain(loc);
      expect(alternates['x-default'], loc).toBe(alternates.ko);
      for (const href of Object.values(alternates)) expect(sitemap.get(href), `${loc} → ${href}`).toEqual(alternates);
    }
  });

  it('declares the xhtml namespace the alternates use', () => {
    expect(sitemapXml(manifest)).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('leaves robots.txt pointing at the one sitemap', () => {
    expect(robotsTxt(manifest)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`);
  });
});
