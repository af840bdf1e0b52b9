import { escapeSegment, valueAt } from '../../json/pointer';
import { EVERY_LANGUAGE } from '../../language/localText';
import { isRecord } from '../../references/manifestShape';
import { nearest } from '../../suggest';
import { declaredLanguages } from '../../translations/declaredLanguages';
import type { Explain } from './explain';

const codesOf = (data: unknown) => declaredLanguages(data).map((language) => language.code);

/** Only a text's languages have names the schema restricts: a key not written as a language code ("KO", "english"). */
export const propertyName: Explain = (error, data) => {
  const code = String(error.params.propertyName);
  const declared = codesOf(data);
  const suggestion = declared.find((known) => known === code.toLowerCase()) ?? nearest(code.toLowerCase(), declared, 1);
  return {
    code: 'unknown-language',
    pointer: `${error.instancePath}/${escapeSegment(code)}`,
    at: 'key',
    params: { code, declared, suggestion },
  };
};

/** Only a text per language limits its properties: "*" (the same in every language) stands alone. */
export const sameTextWithLanguages: Explain = (error, data) => {
  const text = valueAt(data, error.instancePath);
  const codes = isRecord(text) ? Object.keys(text).filter((key) => key !== EVERY_LANGUAGE) : [];
  return { code: 'same-text-with-languages', pointer: error.instancePath, params: { codes } };
};

/** Only a text per language must have properties: `{}` in place of a text. */
export const emptyTextByLanguage: Explain = (error, data) => ({
  code: 'empty-text-by-language',
  pointer: error.instancePath,
  params: { declared: codesOf(data) },
});
