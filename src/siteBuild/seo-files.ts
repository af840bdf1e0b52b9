import type { SiteManifest } from '../manifest/site.gen';
import { pageInLanguages, sitePages, type SitePage } from '../manifest/pages/sitePages';
import { lastChanged, routePosts } from '../manifest/pages/noticePosts';
import { absoluteUrl } from '../document/absoluteUrl';
import { hreflangs } from '../document/languageLinks';
import { escapeMarkup } from '../document/escapeMarkup';

/** When a page last changed, where the manifest knows: a notice post's date, or its board's newest post's. */
function lastModified(page: SitePage): string | undefined {
  if (page.post) return lastChanged(page.post);
  if (page.section) return undefined;
  return routePosts(page.route)
    .map(lastChanged)
    .reduce<string | undefined>((newest, date) => (newest === undefined || date > newest ? date : newest), undefined);
}

/**
 * Every page of every language, each with the same `xhtml:link` alternates
 * its head gives (headTags.ts): Google reads hreflang from either, and a
 * sitemap tells it about the translations of pages it has not crawled yet.
 * Notice posts and their boards say when they last changed (`<lastmod>`).
 */
export function sitemapXml(manifest: SiteManifest): string {
  const url = (path: string) => escapeMarkup(absoluteUrl(manifest.site.baseUrl, path));
  const entries = sitePages(manifest).map((page) => {
    const links = hreflangs(pageInLanguages(page, manifest)).map(
      ({ hreflang, path }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path)}"/>`,
    );
    const modified = lastModified(page);
    const lastmod = modified === undefined ? '' : `\n    <lastmod>${modified}</lastmod>`;
    return `  <url>\n    <loc>${url(page.path)}</loc>${lastmod}${links.join('')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

export function robotsTxt(manifest: SiteManifest): string {
  return `User-agent: *
Allow: /

Sitemap: ${absoluteUrl(manifest.site.baseUrl, '/sitemap.xml')}
`;
}
