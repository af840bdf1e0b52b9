import { describe, expect, it } from 'vitest';
import { checkInquiry } from '../../src/inquiry/checkInquiry';

const valid = { company: '(주)한빛소재', phone: '010-1234-5678', email: 'kim@hanbit.co.kr', message: '시료 분석 문의', consent: true };

describe('checkInquiry', () => {
  it('accepts a complete inquiry and trims its text', () => {
    const result = checkInquiry({ ...valid, company: '  (주)한빛소재 \n', page: '/introduce#contact' });
    expect(result).toEqual({ ok: true, inquiry: { ...valid, page: '/introduce#contact' } });
  });

  it.each(['02-123-4567', '1588-1234', '(02) 123-4567', '+82 10-1234-5678', '+82-2-123-4567', '01012345678', '042 936 1200'])(
    'accepts the Korean phone number %s',
    (phone) => expect(checkInquiry({ ...valid, phone }).ok).toBe(true),
  );

  it.each(['12', 'abc-defg', '010-1234-5678 내선 3', '+1 415 555 0100', '010--1234-5678'])('refuses the phone number %s', (phone) => {
    expect(checkInquiry({ ...valid, phone })).toEqual({ ok: false, errors: { phone: expect.stringContaining('010-1234-5678') } });
  });

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
    expect(checkInquiry({ ...valid, consent: false })).toMatchObject({ ok: false, errors: { consent: expect.any(String) } });
    expect(checkInquiry({ ...valid, consent: 'off' })).toMatchObject({ ok: false, errors: { consent: expect.any(String) } });
  });

  it('enforces the lengths in characters, not bytes', () => {
    expect(checkInquiry({ ...valid, company: '가'.repeat(100) }).ok).toBe(true);
    expect(checkInquiry({ ...valid, company: '가'.repeat(101) })).toEqual({ ok: false, errors: { company: '회사명은 100자 이내로 적어 주세요.' } });
    expect(checkInquiry({ ...valid, message: '😀'.repeat(5000) }).ok).toBe(true);
    expect(checkInquiry({ ...valid, message: 'a'.repeat(5001) })).toMatchObject({ ok: false, errors: { message: expect.stringContaining('5,000자') } });
    expect(checkInquiry({ ...valid, phone: `010-1234-5678${' '.repeat(40)}` }).ok).toBe(true);
  });

  it('refuses a malformed e-mail address and an unknown field', () => {
    expect(checkInquiry({ ...valid, email: 'kim@' })).toMatchObject({ ok: false, errors: { email: expect.stringContaining('형식') } });
    expect(checkInquiry({ ...valid, extra: 1 })).toMatchObject({ ok: false, errors: { form: expect.stringContaining("'extra'") } });
  });

  it('refuses what is not an object', () => {
    for (const body of [null, 'text', [valid], 42]) expect(checkInquiry(body).ok).toBe(false);
  });
});
