import type { Language, SiteManifest } from '../manifest/site.gen';
import { jsonLdScript, organizationData } from './structuredData';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page on the site, or null for pages that must not be indexed (404). */
  path: string | null;
  /** The language the page is in. */
  language: Language;
  /** The same page in every language of the site, its own included; empty for the 404 page. */
  alternates: { language: Language; path: string }[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** <title>, description, canonical link and Open Graph tags for one page, all from the manifest. */
export function headTags(manifest: SiteManifest, meta: PageMeta): string {
  const { site, theme } = manifest;
  const url = meta.path === null ? null : `${site.baseUrl}${meta.path === '/' ? '/' : meta.path}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta name="theme-color" content="${theme.colors.primary}">`,
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '<meta name="robots" content="noindex">',
    `<meta property="og:type" content="website">`,
    `<meta property="og:locale" content="ko_KR">`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}">` : '',
    site.ogImage ? `<meta property="og:image" content="${escapeHtml(site.baseUrl + site.ogImage)}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    meta.path === '/' ? jsonLdScript(organizationData(manifest)) : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
