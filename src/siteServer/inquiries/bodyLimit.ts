import inquirySchema from '../../../schema/inquiry.schema.json';
import { formatCount } from '../../messages/visitorLanguage';
import type { VisitorLanguage } from '../../messages/visitorLanguage';

// Ajv counts code points. The most bytes one can take: outside the BMP it is
// four UTF-8 bytes, url-encoded %F0%9F%98%80 (12) or JSON-escaped as a
// surrogate pair \ud83d\ude00 (12). Korean is 9 bytes url-encoded, 6 escaped.
const worstBytesPerCharacter = 12;
// A field's name and what surrounds it: `&name=` in a form, `,"name":""` in JSON.
const fieldFraming = 6;
// A value with no length (the consent's `true`, `on` in a form).
const lengthlessValue = 'true'.length;
// Room for what browsers and clients add (a longer field name, an escape more) without a valid inquiry being refused.
const margin = 1.25;

/** The bytes of the longest valid inquiry, every field at its maxLength in its costliest characters, in either encoding. */
export function longestInquiryBytes(properties: Readonly<Record<string, object>>): number {
  let bytes = '{}'.length;
  for (const [name, property] of Object.entries(properties)) {
    const length =
      'maxLength' in property && typeof property.maxLength === 'number' ? property.maxLength : lengthlessValue;
    bytes += name.length + fieldFraming + length * worstBytesPerCharacter;
  }
  return bytes;
}

/** The largest inquiry body the server reads, in whole KB: a change of a maxLength in the schema moves it. */
export const bodyLimitBytes = Math.ceil((longestInquiryBytes(inquirySchema.properties) * margin) / 1024) * 1024;

/**
 * A form post is read up to this, so that one past bodyLimitBytes still comes
 * back with what the visitor typed (cut to each field's length); only past
 * this is it lost.
 */
export const formBodyCapBytes = 4 * bodyLimitBytes;

export const kilobytes = (bytes: number, lang: VisitorLanguage = 'ko') =>
  `${formatCount(Math.round(bytes / 1024), lang)} KB`;
