import type { Lang } from './Lang';
import { orList } from './english';

// How values and JSON types are named to people who do not know JSON's words.
// Each Korean word is chosen so that the particle after it can be computed.
const TYPE_WORDS: Record<Lang, Record<string, string>> = {
  ko: {
    string: '글자',
    number: '숫자',
    integer: '숫자',
    boolean: '참/거짓 값(true 또는 false)',
    array: '목록([ ])',
    object: '묶음({ })',
    null: '빈 값(null)',
  },
  en: {
    string: 'text',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'true or false',
    array: 'a list ([ ])',
    object: 'an object ({ })',
    null: 'null',
  },
};

export function expectedWords(types: readonly string[], lang: Lang): string {
  const words = types.map((type) => TYPE_WORDS[lang][type] ?? type);
  return lang === 'ko' ? words.join(' 또는 ') : orList(words);
}

/** The text cut at `limit` characters, with … where it was cut. */
export function shorten(text: string, limit = 30): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** The value as people should recognise it in their file, e.g. 글자("700") or text "700". */
export function describeValue(value: unknown, lang: Lang): string {
  const ko = lang === 'ko';
  if (typeof value === 'string') return ko ? `글자(${shorten(JSON.stringify(value))})` : `text ${shorten(JSON.stringify(value))}`;
  if (typeof value === 'number') return ko ? `숫자(${value})` : `the number ${value}`;
  if (typeof value === 'boolean') return ko ? `참/거짓 값(${value})` : String(value);
  if (value === null) return ko ? '빈 값(null)' : 'null';
  if (Array.isArray(value)) return ko ? '목록([…])' : 'a list ([…])';
  return ko ? '묶음({…})' : 'an object ({…})';
}
