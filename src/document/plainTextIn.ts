import type { Language, SiteManifest } from '../manifest/site.gen';
import { siteLanguages } from '../manifest/language/siteLanguages';
import { plainText, textIn, type TextByLanguage } from '../manifest/language/localText';

/**
 * Reads site.json texts in `language` as plain words, for places that cannot
 * mark a fallback's language (meta tags, JSON-LD): a missing translation
 * gives the default language's text.
 */
export function plainTextIn(manifest: Pick<SiteManifest, 'languages'>, language: Language): (text: string | TextByLanguage) => string {
  const languages = siteLanguages(manifest);
  return (text) => plainText(textIn(text, language.code, languages));
}
