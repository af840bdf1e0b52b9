import { describe, expect, it } from 'vitest';
import inquirySchema from '../../../schema/inquiry.schema.json';
import { bodyLimitBytes, firmFieldsBudget, longestInquiryBytes } from '../../../src/siteServer/inquiries/bodyLimit';

/** Twenty fields of 40-character keys sharing the whole budget, beside the form's own, in characters outside the BMP. */
const longest = (character: string) => {
  const firm = Array.from({ length: 20 }, (_, index) => [
    `f${String(index).padStart(39, 'x')}`,
    character.repeat(firmFieldsBudget / 20),
  ]);
  const own = Object.entries(inquirySchema.properties).map(([name, property]) => [
    name,
    'maxLength' in property ? character.repeat(property.maxLength) : 'on',
  ]);
  return Object.fromEntries([...firm, ...own]);
};

describe('the inquiry body limit', () => {
  it('takes the longest inquiry of the fields budget url-encoded or JSON-escaped, with a quarter to spare', () => {
    const urlEncoded = new URLSearchParams(longest('😀')).toString();
    // Without the u flag each half of a surrogate pair is matched, and escaped, on its own: \ud83d\ude00.
    const escaped = JSON.stringify(longest('😀')).replace(
      /[\x80-\uffff]/g,
      (unit) => `\\u${unit.charCodeAt(0).toString(16)}`,
    );
    expect(JSON.parse(escaped)).toEqual(longest('😀'));
    for (const body of [urlEncoded, escaped])
      expect(Buffer.byteLength(body) * 1.25).toBeLessThanOrEqual(bodyLimitBytes);
  });

  it('moves with a maxLength of the schema', () => {
    const longerPage = { ...inquirySchema.properties, page: { ...inquirySchema.properties.page, maxLength: 5200 } };
    expect(longestInquiryBytes(longerPage) - longestInquiryBytes(inquirySchema.properties)).toBe(5000 * 12);
  });
});
