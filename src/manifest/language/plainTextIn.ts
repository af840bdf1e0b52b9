import type { SiteManifest } from '../site.gen';
import { defaultLanguage, siteLanguages } from './siteLanguages';
import { plainText, textIn, type TextByLanguage } from './localText';

/**
 * Reads site.json texts in the language `code` as plain words, for places that
 * cannot mark a fallback's language (meta tags, JSON-LD, mail, server answers):
 * a missing translation gives the default language's text.
 */
export function plainTextIn(
  manifest: Pick<SiteManifest, 'languages'>,
  code: string,
): (text: string | TextByLanguage) => string {
  const languages = siteLanguages(manifest);
  return (text) => plainText(textIn(text, code, languages));
}

/** A text of site.json in the site's default language: for staff, logs and mail, which no visitor's page decides. */
export function defaultText(manifest: Pick<SiteManifest, 'languages'>, text: string | TextByLanguage): string {
  return plainTextIn(manifest, defaultLanguage(manifest).code)(text);
}
