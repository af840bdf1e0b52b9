import { draftLanguages } from './draftLanguages';
import { textsOf } from './textByLanguage';

/** A translatable text in the draft's default language, as the editor names things to staff; undefined when not written. */
export function defaultText(value: unknown, draft: unknown): string | undefined {
  const languages = draftLanguages(draft);
  return textsOf(value, languages)[languages[0]!.code] || undefined;
}
