import type { LocalText } from '../../manifest/language/localText';

/**
 * What the element showing a resolved text says about it: its language where
 * it is a fallback from the default language; its place in site.json in the
 * editor's preview.
 */
export function textAttributes(text: LocalText): { lang?: string; 'data-edit-place'?: string } {
  return typeof text === 'string' ? {} : { lang: text.lang, 'data-edit-place': text.place };
}

/**
 * A resolved text as a child: the page's language as is, a default-language
 * fallback (a language still in progress) in a span saying its language, so a
 * screen reader pronounces it right; in the editor's preview, every text in a
 * span with its place.
 */
export function InLanguage({ text }: { text: LocalText }) {
  return typeof text === 'string' ? <>{text}</> : <span {...textAttributes(text)}>{text.text}</span>;
}
