import { describe, expect, it } from 'vitest';
import { checkInquiry } from '../../src/inquiry/checkInquiry';
import { clinicRules } from './fieldRulesFixture';

const valid = {
  patientName: '김하늘',
  phone: '010-1234-5678',
  preferredDate: '12월 3일 오전',
  treatment: 'scaling',
  notes: '잇몸에서 피가 납니다.',
  smsOk: 'on',
  consent: 'on',
  page: '/reserve#form',
};

describe('checkInquiry against a firm-defined field list', () => {
  it('accepts a full inquiry and answers every field by its key', () => {
    const check = checkInquiry(valid, clinicRules());
    expect(check).toEqual({
      ok: true,
      inquiry: {
        answers: {
          patientName: '김하늘',
          phone: '010-1234-5678',
          preferredDate: '12월 3일 오전',
          treatment: 'scaling',
          notes: '잇몸에서 피가 납니다.',
          smsOk: true,
        },
        page: '/reserve#form',
      },
    });
  });

  it('leaves optional fields empty and an unticked box false', () => {
    const { preferredDate: _date, notes: _notes, smsOk: _sms, ...required } = valid;
    const check = checkInquiry(required, clinicRules());
    expect(check.ok && check.inquiry.answers).toMatchObject({ preferredDate: '', notes: '', smsOk: false });
  });

  it('names the firm’s own label in Korean, grammatically whatever the label', () => {
    const check = checkInquiry({ consent: true }, clinicRules());
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.patientName).toBe('‘성함’ 항목을 입력해 주세요.');
    expect(check.errors.phone).toBe('‘휴대전화’ 항목을 입력해 주세요.');
    expect(check.errors.treatment).toBe('‘진료 과목’ 항목에서 하나를 골라 주세요.');
    expect(check.errors.preferredDate).toBeUndefined();
  });

  it('words the messages in English with the English labels on an English page', () => {
    const check = checkInquiry(
      { ...valid, patientName: '', treatment: 'whitening', consent: undefined },
      clinicRules('en'),
      'en',
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.patientName).toBe('Please enter “Name”.');
    expect(check.errors.treatment).toBe('Please choose one of the listed options for “Treatment”.');
    expect(check.errors.consent).toMatch(/^Please agree/);
  });

  it('holds each field to its own limits', () => {
    const check = checkInquiry(
      { ...valid, patientName: '김', preferredDate: 'x'.repeat(61), notes: '가'.repeat(1001) },
      clinicRules(),
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.patientName).toBe('‘성함’ 항목은 2자 이상 적어 주세요.');
    expect(check.errors.preferredDate).toBe('‘희망 날짜’ 항목은 60자 이내로 적어 주세요.');
    expect(check.errors.notes).toBe('‘증상’ 항목은 1,000자 이내로 적어 주세요.');
  });

  it('refuses a line break in a one-line field but keeps one in a long text', () => {
    const check = checkInquiry({ ...valid, patientName: '김\n하늘', notes: '첫 줄\n둘째 줄' }, clinicRules());
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.patientName).toMatch(/^‘성함’ 항목에는 줄바꿈이나 제어 문자를 쓸 수 없습니다/);
    expect(check.errors.notes).toBeUndefined();
  });

  it.each(['+82 10-1234-5678', '1588-1234', '+1 (415) 555-0123', '02-123-4567 내선 12'])(
    'accepts the phone number %s',
    (phone) => {
      expect(checkInquiry({ ...valid, phone }, clinicRules()).ok).toBe(true);
    },
  );

  it('says the phone number’s form with the field’s label', () => {
    const check = checkInquiry({ ...valid, phone: '12-34' }, clinicRules());
    expect(!check.ok && check.errors.phone).toMatch(/^‘휴대전화’ 항목은 숫자 7~17자리의 전화번호로/);
  });

  it('refuses a field the list does not define, and a value of the wrong shape', () => {
    const unknown = checkInquiry({ ...valid, company: 'ACME' }, clinicRules());
    expect(!unknown.ok && unknown.errors.form).toBe("알 수 없는 항목 'company'은(는) 받을 수 없습니다.");
    const list = checkInquiry({ ...valid, patientName: ['a', 'b'] }, clinicRules());
    expect(!list.ok && list.errors.patientName).toBe('‘성함’ 항목의 값이 올바르지 않습니다.');
    const box = checkInquiry({ ...valid, smsOk: 'yes please' }, clinicRules());
    expect(!box.ok && box.errors.smsOk).toBeDefined();
  });

  it('refuses a body that is not an object of fields', () => {
    for (const body of [null, 'text', ['a']]) {
      const check = checkInquiry(body, clinicRules());
      expect(!check.ok && check.errors.form).toBe('문의 내용을 읽을 수 없습니다. 양식으로 다시 보내 주세요.');
    }
  });
});
