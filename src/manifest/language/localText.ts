import type { FormattedBlock } from '../formatted/formattedText';
import type { Language, TextByLanguage } from '../site.gen';

/**
 * A text resolved for one language. A plain string is the text in the page's
 * language; where a language still `inProgress` lacks a translation, the page
 * shows the default language's text, which must then say its own language
 * (`<span lang="ko">`) so a screen reader pronounces it right. In the editor's
 * preview every text is marked with its place in site.json (point and edit).
 */
export type LocalText = string | MarkedText;

export interface MarkedText {
  text: string;
  /** The language `text` is in, where it is not the page's (a fallback). */
  lang?: string;
  /** The text's JSON Pointer in site.json; only in the editor's preview (renderPage's `editPlaces`). */
  place?: string;
  /**
   * A paragraph written with formatting (a link, emphasis, a list, a line
   * break): what to draw, its links at the page language's addresses. `text`
   * then holds its words without the marks, for places that show plain text.
   */
  blocks?: FormattedBlock[];
}

/** The words of a resolved text, for places that cannot mark a language (attributes, titles). */
export function plainText(text: LocalText): string {
  return typeof text === 'string' ? text : text.text;
}

// Generated from the schema; a paragraph's ParagraphByLanguage has the same shape.
export type { TextByLanguage };

/**
 * The key of a text that reads the same in every language (a model or brand
 * name): `{ "*": "ICP-OES" }`. It stands alone (the schema refuses it beside
 * language codes) and counts as written in every language.
 */
export const EVERY_LANGUAGE = '*';

/**
 * A translatable text in site.json is a string (the default language only) or
 * an object keyed by language code (or `*`, every language). No other object of
 * the manifest has only such keys and strings as values, so the shape tells them apart.
 */
export function isTextByLanguage(value: unknown, codes: readonly string[]): value is TextByLanguage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(([key, text]) => (codes.includes(key) || key === EVERY_LANGUAGE) && typeof text === 'string')
  );
}

/** Whether a text is marked the same in every language. */
export function isSameInEveryLanguage(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>)[EVERY_LANGUAGE] === 'string'
  );
}

/** A text of site.json in `language`: its translation, else the default language's text marked as such. */
export function textIn(
  value: string | TextByLanguage,
  language: Language['code'],
  languages: readonly Pick<Language, 'code'>[],
): LocalText {
  const defaultCode = languages[0]!.code;
  if (typeof value === 'string') return language === defaultCode ? value : { text: value, lang: defaultCode };
  const own = value[language] ?? value[EVERY_LANGUAGE];
  if (own !== undefined) return own;
  const fallback = value[defaultCode] !== undefined ? defaultCode : Object.keys(value)[0]!;
  return { text: value[fallback]!, lang: fallback };
}
