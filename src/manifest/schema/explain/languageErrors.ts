import { escapeSegment } from '../../json/pointer';
import { nearest } from '../../suggest';
import { declaredLanguages } from '../../translations/declaredLanguages';
import type { Explain } from './explain';

const codesOf = (data: unknown) => declaredLanguages(data).map((language) => language.code);

/** Only a text's languages have names the schema restricts: a key not written as a language code ("KO", "english"). */
export const propertyName: Explain = (error, data) => {
  const code = String(error.params.propertyName);
  const declared = codesOf(data);
  const suggestion = declared.find((known) => known === code.toLowerCase()) ?? nearest(code.toLowerCase(), declared, 1);
  return { code: 'unknown-language', pointer: `${error.instancePath}/${escapeSegment(code)}`, at: 'key', params: { code, declared, suggestion } };
};

/** Only a text per language must have properties: `{}` in place of a text. */
export const emptyTextByLanguage: Explain = (error, data) => ({ code: 'empty-text-by-language', pointer: error.instancePath, params: { declared: codesOf(data) } });
