import { describe, expect, it } from 'vitest';
import { checkInquiry } from '../../src/inquiry/checkInquiry';

const valid = {
  company: '(주)한빛소재',
  phone: '010-1234-5678',
  email: 'kim@hanbit.co.kr',
  message: '시료 분석 문의',
  consent: true,
};

describe('checkInquiry', () => {
  it('accepts a complete inquiry and trims its text', () => {
    const result = checkInquiry({ ...valid, company: '  (주)한빛소재 \n', page: '/introduce#contact' });
    expect(result).toEqual({ ok: true, inquiry: { ...valid, page: '/introduce#contact' } });
  });

  it.each([
    '02-123-4567',
    '1588-1234',
    '(02) 123-4567',
    '+82 10-1234-5678',
    '+82-2-123-4567',
    '01012345678',
    '042 936 1200',
  ])('accepts the Korean phone number %s', (phone) => expect(checkInquiry({ ...valid, phone }).ok).toBe(true));

  it.each(['12', 'abc-defg', '010-1234-5678 내선', '+1 415 555 0100 9999 9999', '010--1234-5678'])(
    'refuses the phone number %s',
    (phone) => {
      expect(checkInquiry({ ...valid, phone })).toEqual({
        ok: false,
        errors: { phone: expect.stringContaining('010-1234-5678') },
      });
    },
  );

  it('names every missing field in Korean, counting blank text as missing', () => {
    const result = checkInquiry({ company: '   ', phone: '', message: '\n' });
    expect(result).toEqual({
      ok: false,
      errors: {
        company: '회사명을 입력해 주세요.',
        phone: '연락처를 입력해 주세요.',
        email: '이메일 주소를 입력해 주세요.',
        message: '문의 내용을 입력해 주세요.',
        consent: expect.stringContaining('동의'),
      },
    });
  });

  it('reads the consent box of a form post and refuses anything but consent', () => {
    expect(checkInquiry({ ...valid, consent: 'on' }).ok).toBe(true);
    expect(checkInquiry({ ...valid, consent: false })).toMatchObject({
      ok: false,
      errors: { consent: expect.any(String) },
    });
    expect(checkInquiry({ ...valid, consent: 'off' })).toMatchObject({
      ok: false,
      errors: { consent: expect.any(String) },
    });
  });

  it('enforces the lengths in characters, not bytes', () => {
    expect(checkInquiry({ ...valid, company: '가'.repeat(100) }).ok).toBe(true);
    expect(checkInquiry({ ...valid, company: '가'.repeat(101) })).toEqual({
      ok: false,
      errors: { company: '회사명은 100자 이내로 적어 주세요.' },
    });
    expect(checkInquiry({ ...valid, message: '😀'.repeat(5000) }).ok).toBe(true);
    expect(checkInquiry({ ...valid, message: 'a'.repeat(5001) })).toMatchObject({
      ok: false,
      errors: { message: expect.stringContaining('5,000자') },
    });
    expect(checkInquiry({ ...valid, phone: `010-1234-5678${' '.repeat(40)}` }).ok).toBe(true);
  });

  it('refuses a malformed e-mail address and an unknown field', () => {
    expect(checkInquiry({ ...valid, email: 'kim@' })).toMatchObject({
      ok: false,
      errors: { email: expect.stringContaining('형식') },
    });
    expect(checkInquiry({ ...valid, extra: 1 })).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("'extra'") },
    });
  });

  it('refuses what is not an object', () => {
    for (const body of [null, 'text', [valid], 42]) expect(checkInquiry(body).ok).toBe(false);
  });

  describe('control characters', () => {
    const oneLine = [
      ['company', '회사명에는'],
      ['phone', '연락처에는'],
      ['email', '이메일 주소에는'],
    ] as const;
    const refused = ['\n', '\r', '\u0000', '\t', '\u007f', '\u0085', '\u2028'];

    it.each(oneLine.flatMap(([field, name]) => refused.map((character) => [field, name, character] as const)))(
      'refuses in %s what would break or hide a line (%j)',
      (field, name, character) => {
        const value =
          field === 'email'
            ? `kim@hanbit.co.kr${character}회사명: 가짜`
            : `${valid[field]}${character}이메일: forged@example.com`;
        expect(checkInquiry({ ...valid, [field]: value })).toEqual({
          ok: false,
          errors: { [field]: `${name} 줄바꿈이나 제어 문자를 쓸 수 없습니다. 한 줄로 적어 주세요.` },
        });
      },
    );

    it('lets the message break lines (CRLF from a form post read as one character) and hold tabs, nothing else', () => {
      expect(checkInquiry({ ...valid, message: '시료:\r\n\t금속 2개\u2028끝' })).toMatchObject({
        ok: true,
        inquiry: { message: '시료:\n\t금속 2개\u2028끝' },
      });
      expect(checkInquiry({ ...valid, message: `${'가'.repeat(2500)}\r\n${'가'.repeat(2499)}` }).ok).toBe(true);
      for (const character of ['\u0000', '\u0008', '\u000b', '\u001b', '\u007f', '\u009b']) {
        expect(checkInquiry({ ...valid, message: `내용${character}내용` })).toEqual({
          ok: false,
          errors: { message: expect.stringContaining('문의 내용에는 줄바꿈과 탭 말고는 제어 문자를 쓸 수 없습니다.') },
        });
      }
    });

    it('refuses a line break in the page the form reports, with a message of no field', () => {
      expect(checkInquiry({ ...valid, page: '/introduce#contact\n회사명: 가짜' })).toEqual({
        ok: false,
        errors: { form: expect.stringContaining('줄바꿈이나 제어 문자') },
      });
    });
  });
});
