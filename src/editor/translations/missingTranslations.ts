import { textPlaces } from '../../manifest/language/textPlaces';
import { draftLanguages } from './draftLanguages';
import { missingLanguages } from './textByLanguage';

/** A text of the draft that some declared language has no translation of. */
export interface MissingTranslation {
  /** JSON pointer of the text in site.json. */
  pointer: string;
  /** Codes of the languages it lacks, in the site's order; never the default language, whose empty text is a problem of its own. */
  languages: string[];
}

/** Every text of the draft with its translation status: what the filter "번역이 빠진 곳" counts. */
export function translationStatus(draft: unknown): MissingTranslation[] {
  const languages = draftLanguages(draft);
  if (languages.length < 2) return [];
  const defaultCode = languages[0]!.code;
  return textPlaces(draft).map((place) => ({
    pointer: place.pointer,
    languages: missingLanguages(place.value, languages).filter((code) => code !== defaultCode),
  }));
}

/** The texts of the draft that lack a translation in some declared language (of its translationStatus, when the caller has it). */
export function missingTranslations(
  draft: unknown,
  status: readonly MissingTranslation[] = translationStatus(draft),
): MissingTranslation[] {
  return status.filter((text) => text.languages.length > 0);
}
