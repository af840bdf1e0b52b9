import type { Language, SiteManifest } from '../manifest/site.gen';
import { siteLanguages } from '../manifest/language/siteLanguages';
import { pathInLanguage } from '../manifest/language/languagePaths';
import { absoluteUrl } from './absoluteUrl';
import { plainTextIn } from '../manifest/language/plainTextIn';
import { hreflangs, type LanguageAlternate } from './languageLinks';
import { jsonLdScript, organizationData } from './structuredData';
import { feedLinkTags } from './noticeFeeds';
import { escapeMarkup } from './escapeMarkup';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page on the site (with its language's prefix), or null for pages that must not be indexed (404). */
  path: string | null;
  language: Language;
  /** The same page in every language of the site, this one included (`pageInLanguages`); empty for pages that are not indexed. */
  alternates: LanguageAlternate[];
}

/** Canonical, hreflang links and og:url: where this page and its translations live. */
function addressTags(baseUrl: string, meta: PageMeta): string[] {
  if (meta.path === null) return ['<meta name="robots" content="noindex">'];
  const url = escapeMarkup(absoluteUrl(baseUrl, meta.path));
  return [
    `<link rel="canonical" href="${url}">`,
    ...hreflangs(meta.alternates).map(
      ({ hreflang, path }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(absoluteUrl(baseUrl, path))}">`,
    ),
    `<meta property="og:url" content="${url}">`,
  ];
}

/** `og:locale` of the page's language, `og:locale:alternate` for each other language the page is in. */
function localeTags(meta: PageMeta): string[] {
  const others = meta.alternates.filter(({ language }) => language.code !== meta.language.code);
  return [
    `<meta property="og:locale" content="${escapeMarkup(meta.language.locale)}">`,
    ...others.map(({ language }) => `<meta property="og:locale:alternate" content="${escapeMarkup(language.locale)}">`),
  ];
}

/** <title>, description, canonical and hreflang links and Open Graph tags for one page in its language, all from the manifest. */
export function headTags(manifest: SiteManifest, meta: PageMeta): string {
  const { site, theme } = manifest;
  const inLanguage = plainTextIn(manifest, meta.language.code);
  const home = pathInLanguage('/', meta.language, siteLanguages(manifest));
  const tags = [
    `<title>${escapeMarkup(meta.title)}</title>`,
    `<meta name="description" content="${escapeMarkup(meta.description)}">`,
    `<meta name="theme-color" content="${theme.colors.primary}">`,
    ...addressTags(site.baseUrl, meta),
    `<meta property="og:type" content="website">`,
    ...localeTags(meta),
    `<meta property="og:site_name" content="${escapeMarkup(inLanguage(site.name))}">`,
    `<meta property="og:title" content="${escapeMarkup(meta.title)}">`,
    `<meta property="og:description" content="${escapeMarkup(meta.description)}">`,
    site.ogImage ? `<meta property="og:image" content="${escapeMarkup(absoluteUrl(site.baseUrl, site.ogImage))}">` : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    ...feedLinkTags(manifest, meta.language),
    meta.path === home ? jsonLdScript(organizationData(manifest, meta.language)) : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
