import type { ToolLanguage } from '../../messages/toolLanguage';
import { orList } from './english';

// How values and JSON types are named to people who do not know JSON's words.
// Each Korean word is chosen so that the particle after it can be computed.
const TYPE_WORDS: Record<ToolLanguage, Record<string, string>> = {
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

export function expectedWords(types: readonly string[], lang: ToolLanguage): string {
  const words = types.map((type) => TYPE_WORDS[lang][type] ?? type);
  return lang === 'ko' ? words.join(' 또는 ') : orList(words);
}

/** The text cut at `limit` characters, with … where it was cut. */
export function shorten(text: string, limit = 30): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** The value as people should recognise it in their file, e.g. 글자("700") or text "700". */
export function describeValue(value: unknown, lang: ToolLanguage): string {
  const ko = lang === 'ko';
  if (typeof value === 'string')
    return ko ? `글자(${shorten(JSON.stringify(value))})` : `text ${shorten(JSON.stringify(value))}`;
  if (typeof value === 'number') return ko ? `숫자(${value})` : `the number ${value}`;
  if (typeof value === 'boolean') return ko ? `참/거짓 값(${value})` : String(value);
  if (value === null) return ko ? '빈 값(null)' : 'null';
  if (Array.isArray(value)) return ko ? '목록([…])' : 'a list ([…])';
  return ko ? '묶음({…})' : 'an object ({…})';
}

// The editor's staff see fields, not JSON: a value is named as they typed it, an empty one as empty.
const STAFF_TYPE_WORDS: Record<string, string> = {
  string: '글',
  number: '숫자',
  integer: '정수',
  boolean: '켜기/끄기',
  array: '목록',
  object: '묶음',
};

export const expectedWordsForStaff = (types: readonly string[]) =>
  types.map((type) => STAFF_TYPE_WORDS[type] ?? '값').join(' 또는 ');

/** A field left empty, whatever JSON made of it. */
export const isEmptyValue = (value: unknown) => value === null || value === undefined || value === '';

/** The value in the editor's words: '700', 켬, 비어 있음. */
export function valueForStaff(value: unknown): string {
  if (isEmptyValue(value)) return '비어 있음';
  if (typeof value === 'string') return `'${shorten(value)}'`;
  if (typeof value === 'boolean') return value ? '켬' : '끔';
  if (typeof value === 'number') return String(value);
  return Array.isArray(value) ? '목록' : '묶음';
}

/** A value as staff type it: the schema writes examples as JSON ("#0b2545"), the editor's field holds #0b2545. */
export const unquoted = (text: string) => text.replace(/"([^"]*)"/gu, '$1');
