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

/**
 * What the firm's own fields (site.json's inquiryForm.fields) may hold together, in characters: twice the lab's
 * form (a long text of 5,000 and its three short fields). The server's reading limit is set when it starts, before
 * any release's field list is read, so it is one budget for every list; each field's own limit is checked after.
 */
export const firmFieldsBudget = 10_000;
// Twenty fields, each framed by its key (at most 40 characters): more than a form asks of a visitor.
const firmFieldsFraming = 20 * (40 + fieldFraming);

/** The largest inquiry body the server reads, in whole KB: a change of a maxLength in the schema or the budget moves it. */
export const bodyLimitBytes =
  Math.ceil(
    ((longestInquiryBytes(inquirySchema.properties) + firmFieldsBudget * worstBytesPerCharacter + firmFieldsFraming) *
      margin) /
      1024,
  ) * 1024;

/**
 * A form post is read up to this, so that one past bodyLimitBytes still comes
 * back with what the visitor typed (cut to each field's length); only past
 * this is it lost.
 */
export const formBodyCapBytes = 4 * bodyLimitBytes;

export const kilobytes = (bytes: number, lang: VisitorLanguage = 'ko') =>
  `${formatCount(Math.round(bytes / 1024), lang)} KB`;
