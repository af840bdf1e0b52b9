import { describe, expect, it } from 'vitest';
import { checkInquiry } from '../../src/inquiry/checkInquiry';
import { FIELD_MESSAGES } from '../../src/inquiry/messages/fieldMessages';
import type { VisitorCatalogue } from '../../src/inquiry/messages/visitorMessage';
import { REFUSAL_MESSAGES } from '../../src/siteServer/inquiries/refusalMessages';
import { labRules } from './fieldRulesFixture';

const valid = {
  company: 'Hanbit Materials',
  phone: '+82 2-123-4567',
  email: 'kim@hanbit.example',
  message: 'We would like an XPS analysis.',
  consent: true,
};
const hangul = /[\u3131-\u318e\uac00-\ud7a3]/;

// Every fact a template may read, so each can be called with the same object; the label is the firm's, in any script.
const facts = { limit: 5000, name: 'extra', cap: '256 KB', multiline: false };

function wordsOf(catalogue: VisitorCatalogue<Record<string, object>>, lang: 'ko' | 'en', label: string): string[] {
  return Object.values(catalogue).map((templates) => {
    const { message, hint } = templates[lang]({ ...facts, label } as never);
    return `${message} ${hint ?? ''}`;
  });
}

const label = (lang: 'ko' | 'en', key: string) => labRules(lang).find((rule) => rule.key === key)!.label;

describe('the inquiry messages in English', () => {
  it('answer an English form in English with its labels, the same fields marked as in Korean', () => {
    const broken = { company: '', phone: '12', email: 'kim@', message: 'a'.repeat(5001), consent: false };
    const english = checkInquiry(broken, labRules('en'), 'en');
    const korean = checkInquiry(broken, labRules('ko'), 'ko');
    expect(english).toEqual({
      ok: false,
      errors: {
        company: `Please enter “${label('en', 'company')}”.`,
        phone: expect.stringMatching(
          new RegExp(`^Please write “${label('en', 'phone')}” as a phone number of 7 to 17 digits`),
        ),
        email: `“${label('en', 'email')}” is not a valid email address. For example: name@company.com`,
        message: `Please keep “${label('en', 'message')}” to 5,000 characters or fewer.`,
        consent: expect.stringContaining('Please agree'),
      },
    });
    expect(Object.keys(korean.ok ? {} : korean.errors)).toEqual(Object.keys(english.ok ? {} : english.errors));
    expect(checkInquiry(valid, labRules('en'), 'en').ok).toBe(true);
  });

  it('refuse a line break in a one-line field and an unknown field in English', () => {
    expect(checkInquiry({ ...valid, company: 'Hanbit\nEmail: forged@evil.example' }, labRules('en'), 'en')).toEqual({
      ok: false,
      errors: {
        company: `“${label('en', 'company')}” cannot contain line breaks or control characters. Please write it on one line.`,
      },
    });
    expect(checkInquiry({ ...valid, extra: 1 }, labRules('en'), 'en')).toEqual({
      ok: false,
      errors: { form: "The field 'extra' is not accepted." },
    });
  });

  it.each(['회사명', 'Company', '会社名', '연락처'])(
    'have every message for a field labelled %s in both languages: Korean in Korean, English without Hangul but the label',
    (fieldLabel) => {
      for (const catalogue of [FIELD_MESSAGES, REFUSAL_MESSAGES] as VisitorCatalogue<Record<string, object>>[]) {
        for (const words of wordsOf(catalogue, 'ko', fieldLabel)) expect(words).toMatch(hangul);
        for (const words of wordsOf(catalogue, 'en', fieldLabel))
          expect(words.replaceAll(fieldLabel, '')).not.toMatch(hangul);
      }
    },
  );

  it('quote the label and follow it with 항목, so no particle depends on how the label ends', () => {
    for (const fieldLabel of ['회사명', '연락처', '이메일', 'E-mail']) {
      const [missing] = wordsOf(FIELD_MESSAGES as VisitorCatalogue<Record<string, object>>, 'ko', fieldLabel);
      expect(missing).toBe(`‘${fieldLabel}’ 항목을 입력해 주세요. `);
    }
  });
});
