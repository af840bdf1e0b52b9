import type { Entry, HintedWords, Template } from '../../messages/message';
import type { ToolLanguage } from '../../messages/toolLanguage';

// Problems are explained in Korean for the lab's staff and, with `--lang en`, in
// English for developers: the languages of the tools. Each problem code has one
// template per language; the checks only gather facts, so there is one copy of
// the logic and two of the words.

/**
 * Who reads a message: a person reading site.json in a language (`npm run validate`),
 * or staff in `npm run edit`, who never see the file: the editor opens the field a
 * problem is in, so its words name forms and fields, never keys, lines or JSON.
 */
export type Reader = ToolLanguage | 'editor';

/** The language a reader reads: the editor's staff read Korean. */
export const languageOf = (reader: Reader): ToolLanguage => (reader === 'editor' ? 'ko' : reader);

/**
 * The manifest's catalogue: the one Catalogue shape (src/messages/message.ts),
 * every entry with a hint, in the tools' languages; plus the editor's words
 * where `ko` names keys or JSON (without them the editor shows `ko`).
 */
export type ProblemCatalogue<ParamsByCode> = {
  readonly [Code in keyof ParamsByCode]: Entry<ParamsByCode[Code], ToolLanguage, HintedWords> & {
    readonly editor?: Template<ParamsByCode[Code], HintedWords>;
  };
};
