import type { SiteManifest } from '../../src/manifest/site.gen';
import { sitePages } from '../../src/manifest/pages/sitePages';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The absolute URL of a route, the same form the pages use for their canonical link. */
export function absoluteUrl(manifest: SiteManifest, path: string): string {
  return manifest.site.baseUrl.replace(/\/+$/, '') + path;
}

export function sitemapXml(manifest: SiteManifest): string {
  const urls = sitePages(manifest).map((page) => `  <url><loc>${escapeXml(absoluteUrl(manifest, page.path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxt(manifest: SiteManifest): string {
  return `User-agent: *
Allow: /

Sitemap: ${absoluteUrl(manifest, '/sitemap.xml')}
`;
}
