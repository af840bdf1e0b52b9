import type { Language } from '../../manifest/site.gen';
import { EVERY_LANGUAGE, isSameInEveryLanguage } from '../../manifest/language/localText';
import { isRecord } from '../../manifest/references/manifestShape';

type Codes = readonly Pick<Language, 'code'>[];

/** A translatable value as the editor shows it: one text per language code, '' where none is written. */
export function textsOf(value: unknown, languages: Codes): Record<string, string> {
  const defaultCode = languages[0]!.code;
  const written = typeof value === 'string' ? { [defaultCode]: value } : isRecord(value) ? value : {};
  const same = isSameInEveryLanguage(value) ? written[EVERY_LANGUAGE] : undefined;
  return Object.fromEntries(
    languages.map(({ code }) => [
      code,
      typeof written[code] === 'string' ? written[code] : typeof same === 'string' ? same : '',
    ]),
  );
}

/**
 * The value after the text in `code` became `text`. A plain string stays a
 * string while only the default language is written; a translation makes it an
 * object. Once an object it stays one when translations are cleared again
 * (`{ "ko": … }`): a field does not flip shape back and forth in the diff while
 * staff type and delete. Codes the site no longer declares are kept untouched.
 */
export function withText(value: unknown, code: string, text: string, languages: Codes): unknown {
  const defaultCode = languages[0]!.code;
  if (typeof value === 'string' || value === undefined) {
    if (code === defaultCode) return text === '' ? undefined : text;
    const base = typeof value === 'string' && value !== '' ? { [defaultCode]: value } : {};
    return text === '' ? value : { ...base, [code]: text };
  }
  const object = isRecord(value) ? value : {};
  const next =
    text === ''
      ? Object.fromEntries(Object.entries(object).filter(([key]) => key !== code))
      : { ...object, [code]: text };
  return Object.keys(next).length === 0 ? undefined : inLanguageOrder(next, languages);
}

/** Declared languages first in their order, so a new translation lands where a reader of the file expects it. */
function inLanguageOrder(texts: Record<string, unknown>, languages: Codes): Record<string, unknown> {
  const declared = languages.map(({ code }) => code).filter((code) => code in texts);
  const others = Object.keys(texts).filter((code) => !declared.includes(code));
  return Object.fromEntries([...declared, ...others].map((code) => [code, texts[code]]));
}

/** The declared languages a translatable value has no text in. */
export function missingLanguages(value: unknown, languages: Codes): string[] {
  const texts = textsOf(value, languages);
  return languages.filter(({ code }) => texts[code]!.trim() === '').map(({ code }) => code);
}

/**
 * The value once marked the same in every language (`{ "*": text }`, from the
 * default language's text), or written per language again: then the one text
 * becomes the default language's, and the others wait for their translation.
 */
export function withSameInEveryLanguage(value: unknown, same: boolean, languages: Codes): unknown {
  const defaultCode = languages[0]!.code;
  const texts = textsOf(value, languages);
  const text = texts[defaultCode] || Object.values(texts).find((written) => written !== '') || '';
  if (same) return withSameText(text);
  return text === '' ? undefined : { [defaultCode]: text };
}

/** The value after the one text of every language became `text`. */
export function withSameText(text: string): unknown {
  return { [EVERY_LANGUAGE]: text };
}
