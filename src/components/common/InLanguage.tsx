import type { LocalText } from '../../manifest/language/localText';

/** The language a resolved text must be marked with: only a fallback from the default language has one. */
export function langOf(text: LocalText): string | undefined {
  return typeof text === 'string' ? undefined : text.lang;
}

/**
 * A resolved text as a child: the page's language as is, a default-language
 * fallback (a language still in progress) in a span saying its language, so a
 * screen reader pronounces it right.
 */
export function InLanguage({ text }: { text: LocalText }) {
  return typeof text === 'string' ? <>{text}</> : <span lang={text.lang}>{text.text}</span>;
}
