import type { Paragraph, Text } from '../../src/manifest/site.gen';

/**
 * A text of a manifest (a fixture or the real site.json) as a page in
 * `language` shows it, for tests that take their expectations from the
 * manifest: the translation, else the default (first-declared, here Korean)
 * language's text; a text written once for every language (`"*"`) as it is.
 * Pass the manifest's default code when it is not Korean.
 */
export function textOf(text: Text | Paragraph, language = 'ko', defaultLanguage = 'ko'): string {
  if (typeof text === 'string') return text;
  const own = text[language] ?? text['*'] ?? text[defaultLanguage];
  if (own === undefined)
    throw new Error(`The text ${JSON.stringify(text)} has no '${language}' or '${defaultLanguage}' version.`);
  return own;
}

/** The Korean (default-language) text: what the Korean pages show. */
export const ko = (text: Text | Paragraph): string => textOf(text, 'ko');
/** The English text, or the Korean one where English is missing. */
export const en = (text: Text | Paragraph): string => textOf(text, 'en');
