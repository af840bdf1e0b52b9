import { describe, expect, it } from 'vitest';
import { checkInquiry } from '../../src/inquiry/checkInquiry';
import { FIELD_MESSAGES } from '../../src/inquiry/messages/fieldMessages';
import type { VisitorCatalogue } from '../../src/inquiry/messages/visitorMessage';
import { REFUSAL_MESSAGES } from '../../src/siteServer/inquiries/refusalMessages';
import { inquiryFields } from '../../src/inquiry/inquiryErrors';

const valid = {
  company: 'Hanbit Materials',
  phone: '+82 2-123-4567',
  email: 'kim@hanbit.example',
  message: 'We would like an XPS analysis.',
  consent: true,
};
const hangul = /[\u3131-\u318e\uac00-\ud7a3]/;

// Every fact a template may read, so each can be called with the same object.
const facts = { field: 'company', limit: 5000, name: 'extra', cap: '256 KB', messageLimit: '5,000' };

function wordsOf(catalogue: VisitorCatalogue<Record<string, object>>, lang: 'ko' | 'en', field: string): string[] {
  return Object.values(catalogue).map((templates) => {
    const { message, hint } = templates[lang]({ ...facts, field } as never);
    return `${message} ${hint ?? ''}`;
  });
}

describe('the inquiry messages in English', () => {
  it('answer an English form in English, with the same fields marked as in Korean', () => {
    const broken = { company: '', phone: '12', email: 'kim@', message: 'a'.repeat(5001), consent: false };
    const english = checkInquiry(broken, 'en');
    const korean = checkInquiry(broken, 'ko');
    expect(english).toEqual({
      ok: false,
      errors: {
        company: 'Please enter your company name.',
        phone:
          'Please write the phone number with 7 to 17 digits. Spaces, hyphens (-), dots (.), brackets, a leading + with the country code and an extension at the end may be used. For example: +1 (555) 123-4567 ext. 12, +44 20 7946 0958, 02-123-4567',
        email: 'The email address is not in a valid form. For example: name@company.com',
        message: 'Please keep the message to 5,000 characters or fewer.',
        consent: expect.stringContaining('Please agree'),
      },
    });
    expect(Object.keys(korean.ok ? {} : korean.errors)).toEqual(Object.keys(english.ok ? {} : english.errors));
    expect(checkInquiry(valid, 'en').ok).toBe(true);
  });

  it('refuse a line break in a one-line field and an unknown field in English', () => {
    expect(checkInquiry({ ...valid, company: 'Hanbit\nEmail: forged@evil.example' }, 'en')).toEqual({
      ok: false,
      errors: {
        company: 'The company name cannot contain line breaks or control characters. Please write it on one line.',
      },
    });
    expect(checkInquiry({ ...valid, extra: 1 }, 'en')).toEqual({
      ok: false,
      errors: { form: "The field 'extra' is not accepted." },
    });
  });

  it.each(inquiryFields)(
    'have every message of the field %s in both languages: Korean in Korean, English without Hangul',
    (field) => {
      for (const catalogue of [FIELD_MESSAGES, REFUSAL_MESSAGES] as VisitorCatalogue<Record<string, object>>[]) {
        for (const words of wordsOf(catalogue, 'ko', field)) expect(words).toMatch(hangul);
        for (const words of wordsOf(catalogue, 'en', field)) expect(words).not.toMatch(hangul);
      }
    },
  );
});
