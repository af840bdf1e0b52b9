import type { SiteManifest } from '../manifest/site.gen';
import { pageInLanguages, sitePages } from '../manifest/pages/sitePages';
import { absoluteUrl } from '../document/absoluteUrl';
import { hreflangs } from '../document/languageLinks';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Every page of every language, each with the same `xhtml:link` alternates
 * its head gives (headTags.ts): Google reads hreflang from either, and a
 * sitemap tells it about the translations of pages it has not crawled yet.
 */
export function sitemapXml(manifest: SiteManifest): string {
  const url = (path: string) => escapeXml(absoluteUrl(manifest.site.baseUrl, path));
  const entries = sitePages(manifest).map((page) => {
    const links = hreflangs(pageInLanguages(page, manifest)).map(
      ({ hreflang, path }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path)}"/>`,
    );
    return `  <url>\n    <loc>${url(page.path)}</loc>${links.join('')}\n  </url>`;
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
