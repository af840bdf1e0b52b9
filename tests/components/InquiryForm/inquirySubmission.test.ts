import { describe, expect, it } from 'vitest';
import { idle, inquirySubmission, type SubmissionState } from '../../../src/components/InquiryForm/inquirySubmission';
import type { SubmitOutcome } from '../../../src/components/InquiryForm/submitOutcome';

const sending: SubmissionState = { phase: 'sending' };
const invalid: SubmissionState = {
  phase: 'failed',
  reason: 'invalid',
  errors: { email: '이메일 주소 형식이 올바르지 않습니다.', consent: '동의해 주세요.', form: '다시 보내 주세요.' },
};

describe('submit', () => {
  it.each<SubmissionState>([idle, invalid, { phase: 'succeeded', outcome: { kind: 'stored', id: 1 } }])(
    'starts sending from $phase',
    (state) => {
      expect(inquirySubmission(state, { type: 'submit' })).toEqual(sending);
    },
  );

  it('is ignored while sending: the same state comes back', () => {
    expect(inquirySubmission(sending, { type: 'submit' })).toBe(sending);
  });
});

describe('settle', () => {
  it.each([{ kind: 'stored', id: 7 }, { kind: 'stored' }, { kind: 'mailtoOpened' }, { kind: 'consoleOnly' }] as const)(
    'a $kind outcome succeeds',
    (outcome) =>
      expect(inquirySubmission(sending, { type: 'settle', outcome })).toEqual({ phase: 'succeeded', outcome }),
  );

  it('fails with the errors of an invalid outcome', () => {
    const errors = { phone: '연락처를 입력해 주세요.' };
    expect(inquirySubmission(sending, { type: 'settle', outcome: { kind: 'invalid', errors } })).toEqual({
      phase: 'failed',
      reason: 'invalid',
      errors,
    });
  });

  it('fails with the seconds to wait, offline, or failed with the server’s message as a form error', () => {
    const settle = (outcome: SubmitOutcome) => inquirySubmission(sending, { type: 'settle', outcome });
    expect(settle({ kind: 'tooMany', seconds: 30 })).toEqual({
      phase: 'failed',
      reason: 'tooMany',
      errors: {},
      retryAfterSeconds: 30,
    });
    expect(settle({ kind: 'offline' })).toEqual({ phase: 'failed', reason: 'offline', errors: {} });
    expect(settle({ kind: 'failed' })).toEqual({ phase: 'failed', reason: 'failed', errors: {} });
    expect(settle({ kind: 'failed', message: '너무 깁니다.' })).toEqual({
      phase: 'failed',
      reason: 'failed',
      errors: { form: '너무 깁니다.' },
    });
  });

  it('is ignored unless a submit is in flight', () => {
    expect(inquirySubmission(idle, { type: 'settle', outcome: { kind: 'stored', id: 1 } })).toBe(idle);
    expect(inquirySubmission(invalid, { type: 'settle', outcome: { kind: 'offline' } })).toBe(invalid);
  });
});

describe('edit', () => {
  it('clears the edited field’s error and keeps the others and the reason', () => {
    expect(inquirySubmission(invalid, { type: 'edit', field: 'email' })).toEqual({
      phase: 'failed',
      reason: 'invalid',
      errors: { consent: '동의해 주세요.', form: '다시 보내 주세요.' },
    });
  });

  it('changes nothing when the edited field had no error', () => {
    expect(inquirySubmission(invalid, { type: 'edit', field: 'company' })).toBe(invalid);
  });

  it('takes the confirmation away after a success: a new inquiry begins', () => {
    expect(
      inquirySubmission({ phase: 'succeeded', outcome: { kind: 'stored', id: 3 } }, { type: 'edit', field: 'message' }),
    ).toBe(idle);
  });

  it('changes nothing while idle or sending', () => {
    expect(inquirySubmission(idle, { type: 'edit', field: 'phone' })).toBe(idle);
    expect(inquirySubmission(sending, { type: 'edit', field: 'phone' })).toBe(sending);
  });
});
