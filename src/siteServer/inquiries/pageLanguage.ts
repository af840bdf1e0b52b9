import { languageOfPath } from '../../manifest/language/languagePaths';
import { siteLanguages } from '../../manifest/language/siteLanguages';
import type { Language, SiteManifest } from '../../manifest/site.gen';

/**
 * The language of an inquiry: that of the page its form was on (the `page`
 * field, "/en/introduce#contact" → en). Anything else (no page, not a string)
 * is the site's default language.
 */
export function pageLanguage(manifest: Pick<SiteManifest, 'languages'>, page: unknown): Language {
  const languages = siteLanguages(manifest);
  return typeof page === 'string' ? languageOfPath(page.split('#')[0]!, languages).language : languages[0]!;
}

/** The path of the page a request was sent from, by its Referer: for a refusal that comes before the body (and its `page`) is read. */
export function refererPath(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).pathname;
  } catch {
    return undefined;
  }
}
