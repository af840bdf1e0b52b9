// The phone rule of schema/inquiry.schema.json, as the server and the hydrated form check it (checkInquiry) and as a
// browser without the form's script checks it (the input's pattern attribute, compiled with the v flag as HTML does).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInquiry } from '../../src/inquiry/checkInquiry';
import { fieldConstraints, type TextRule } from '../../src/components/InquiryForm/fieldConstraints';
import { labRules } from './fieldRulesFixture';

const valid = {
  company: 'Hanbit Materials',
  phone: '010-1234-5678',
  email: 'kim@hanbit.example',
  message: 'XPS analysis',
  consent: true,
};
const phoneRule = labRules().find((rule) => rule.type === 'tel') as TextRule;
const browserPattern = new RegExp(`^(?:${fieldConstraints(phoneRule).pattern})$`, 'v');

const accepted = (phone: string) => checkInquiry({ ...valid, phone }, labRules()).ok;

const foreign = [
  '+49 89 1234 5678',
  '+1 (555) 123-4567',
  '+44 20 7946 0958',
  '0049 89 1234 5678',
  '+44 (0)20 7946 0958',
  '+49 (0) 89 1234 5678',
  '+7 (495) 123-45-67',
  '+33 1 23 45 67 89',
  '+1 555.123.4567',
  '1-800-555-0199',
  '+49 89/1234567',
  '+81 3-1234-5678',
  '+86 10 1234 5678',
  '+683 4002',
];
const korean = [
  '010-1234-5678',
  '02-123-4567',
  '1588-1234',
  '(02) 123-4567',
  '02)123-4567',
  '+82 10-1234-5678',
  '+82-2-123-4567',
  '+82 (0)2-123-4567',
  '01012345678',
  '042 936 1200',
  '02.123.4567',
  '02 - 123 - 4567',
];
const withExtension = [
  '+1 (555) 123-4567 ext. 12',
  '+1 555 123 4567 ext 12',
  '+1 555 123 4567, ext. 12',
  '+1 555 123 4567 x12',
  '+1 555 123 4567 X 12',
  '+44 20 7946 0958 extension 123',
  '02-123-4567 내선 12',
  '02-123-4567 내선12',
  '02-123-4567 #12',
];
const junk = [
  '12',
  '123456',
  '12 34 56',
  'abc-defg',
  'call me please',
  '010-1234-567a',
  '0x10 1234 5678',
  '010--1234-5678',
  '010..1234.5678',
  '-010-1234-5678',
  '010-1234-5678-',
  '++49 89 1234 5678',
  '49+89 1234 5678',
  '+',
  '(02 123-4567',
  '02-123-4567)',
  '()1234567',
  '+49 89 1234 5678 9012 3456',
  '010-1234-5678 내선',
  '010 1234 5678 ext',
  '02-123-4567 x1234567',
  '02-123-4567 ext. 12 ext. 3',
  '０１０-１２３４-５６７８',
];

describe('the phone rule', () => {
  it.each([...foreign, ...korean, ...withExtension])('accepts %s on the server and in the browser', (phone) => {
    expect(accepted(phone)).toBe(true);
    expect(browserPattern.test(phone)).toBe(true);
  });

  it.each(junk)('refuses %s on the server and in the browser, saying what a number may hold', (phone) => {
    expect(checkInquiry({ ...valid, phone }, labRules())).toEqual({
      ok: false,
      errors: { phone: expect.stringContaining('7~17') },
    });
    expect(checkInquiry({ ...valid, phone }, labRules('en'), 'en')).toEqual({
      ok: false,
      errors: { phone: expect.stringContaining('7 to 17 digits') },
    });
    expect(browserPattern.test(phone)).toBe(false);
  });

  it('counts the number’s own digits, 7 to 17, whatever the spacing; an extension is counted apart', () => {
    expect(accepted('123 4567')).toBe(true);
    expect(accepted('123 456')).toBe(false);
    expect(accepted('00 49 89 1234 5678 901')).toBe(true);
    expect(accepted('00 49 89 1234 5678 9012')).toBe(false);
    expect(accepted('00 49 89 1234 5678 901 ext. 123456')).toBe(true);
  });

  it('fits an international number with an extension in the field’s length', () => {
    expect(accepted('+44 (0)20 7946 0958 extension 123456')).toBe(true);
    expect(fieldConstraints(phoneRule).maxLength).toBeGreaterThanOrEqual('+44 (0)20 7946 0958 extension 123456'.length);
  });

  it('still accepts every well-formed number the Korean-only rule accepted', () => {
    // The rule before international numbers, minus its one fault: it let a bracket open and never close.
    const koreanOnly = /^(\+82[ -]?)?((\(0?[0-9]{1,3}\)|0?[0-9]{1,3}\)?)[ -]?)?[0-9]{3,4}[ -]?[0-9]{4}$/;
    fc.assert(fc.property(fc.stringMatching(koreanOnly), (phone) => accepted(phone) && browserPattern.test(phone)));
  });

  it('answers a long refused string at once (its groups never overlap, so the pattern cannot backtrack without end)', () => {
    for (const phone of ['1'.repeat(100_000) + 'a', '1 '.repeat(50_000) + 'a', '(1)'.repeat(30_000) + 'a']) {
      expect(browserPattern.test(phone)).toBe(false);
    }
  });
});
