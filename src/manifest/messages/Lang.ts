// Problems are explained in Korean for the lab's staff and, with `--lang en`, in
// English for developers. Each problem code has one template per language; the
// checks only gather facts, so there is one copy of the logic and two of the words.
export type Lang = 'ko' | 'en';

const LANGS: readonly Lang[] = ['ko', 'en'];

export function isLang(value: unknown): value is Lang {
  return LANGS.includes(value as Lang);
}

/** What a person reads: what is wrong, and what to do about it. */
export interface Text {
  message: string;
  hint: string;
}

/**
 * Who reads a message: a person reading site.json in a language (`npm run validate`),
 * or staff in `npm run edit`, who never see the file: the editor opens the field a
 * problem is in, so its words name forms and fields, never keys, lines or JSON.
 */
export type Reader = Lang | 'editor';

/** The language a reader reads: the editor's staff read Korean. */
export const languageOf = (reader: Reader): Lang => (reader === 'editor' ? 'ko' : reader);

export type Templates<Params> = { readonly [L in Lang]: (params: Params) => Text } & {
  /** The editor's words, where `ko` names keys or JSON; without it the editor shows `ko`. */
  readonly editor?: (params: Params) => Text;
};

/** One entry per problem code: its facts' shape in, a sentence per language out. */
export type Catalogue<ParamsByCode> = { readonly [Code in keyof ParamsByCode]: Templates<ParamsByCode[Code]> };

/** For problems whose words need no facts. */
export type NoParams = Record<string, never>;
