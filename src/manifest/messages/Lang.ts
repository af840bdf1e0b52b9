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

export type Templates<Params> = { readonly [L in Lang]: (params: Params) => Text };

/** One entry per problem code: its facts' shape in, a sentence per language out. */
export type Catalogue<ParamsByCode> = { readonly [Code in keyof ParamsByCode]: Templates<ParamsByCode[Code]> };

/** For problems whose words need no facts. */
export type NoParams = Record<string, never>;
