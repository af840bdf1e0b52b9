import { describe, expect, it } from 'vitest';
import inquirySchema from '../../../schema/inquiry.schema.json';
import { bodyLimitBytes, longestInquiryBytes } from '../../../src/siteServer/inquiries/bodyLimit';

/** Every text field at its maxLength in characters outside the BMP, the costliest to send. */
const longest = (character: string) =>
  Object.fromEntries(
    Object.entries(inquirySchema.properties).map(([name, property]) => [
      name,
      'maxLength' in property ? character.repeat(property.maxLength) : 'on',
    ]),
  );

describe('the inquiry body limit', () => {
  it('takes the longest inquiry url-encoded or JSON-escaped, with a quarter to spare', () => {
    const urlEncoded = new URLSearchParams(longest('😀')).toString();
    // Without the u flag each half of a surrogate pair is matched, and escaped, on its own: \ud83d\ude00.
    const escaped = JSON.stringify(longest('😀')).replace(
      /[\x80-\uffff]/g,
      (unit) => `\\u${unit.charCodeAt(0).toString(16)}`,
    );
    expect(JSON.parse(escaped)).toEqual(longest('😀'));
    for (const body of [urlEncoded, escaped]) {
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(longestInquiryBytes(inquirySchema.properties));
      expect(Buffer.byteLength(body) * 1.25).toBeLessThanOrEqual(bodyLimitBytes);
    }
  });

  it('moves with a maxLength of the schema', () => {
    const longerMessage = {
      ...inquirySchema.properties,
      message: { ...inquirySchema.properties.message, maxLength: 10_000 },
    };
    expect(longestInquiryBytes(longerMessage) - longestInquiryBytes(inquirySchema.properties)).toBe(5000 * 12);
  });
});
