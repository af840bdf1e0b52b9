import { describe, expect, it } from 'vitest';
import { failureText, fillTemplate, successText } from '../../../src/components/InquiryForm/inquiryText';
import { ko } from '../../helpers/manifestText';
import { fixtureManifest, koreanFormText } from './inquiryFixture';

const manifest = fixtureManifest();
const status = koreanFormText(manifest).status;
/** The texts as site.json holds them, for expectations that do not go through the code under test. */
const written = manifest.inquiryForm.status;

describe('fillTemplate', () => {
  it('replaces each known placeholder and leaves unknown ones as written', () => {
    expect(fillTemplate('전화 {phone}, 메일 {email}, {other}', { phone: 1, email: 2 })).toEqual([
      '전화 ',
      1,
      ', 메일 ',
      2,
      ', ',
      '{other}',
      '',
    ]);
  });
});

describe('successText', () => {
  it('puts the id into the sent text', () => {
    expect(successText(status, { kind: 'stored', id: 1234 })).toBe(ko(written.sent).replace('{id}', '1234'));
  });

  it('leaves out the bracketed number when the answer named none', () => {
    expect(
      successText({ ...status, sent: '접수되었습니다 (접수 번호 {id}). 연락드리겠습니다.' }, { kind: 'stored' }),
    ).toBe('접수되었습니다. 연락드리겠습니다.');
  });

  it('has the honest texts of the mail and console modes', () => {
    expect(successText(status, { kind: 'mailtoOpened' })).toBe(ko(written.mailtoOpened));
    expect(successText(status, { kind: 'consoleOnly' })).toBe(ko(written.consoleOnly));
  });
});

describe('failureText', () => {
  it('says to check the marked fields only when a field is marked', () => {
    expect(failureText(status, { phase: 'failed', reason: 'invalid', errors: { email: 'x' } })).toBe(
      ko(written.invalid),
    );
    expect(failureText(status, { phase: 'failed', reason: 'invalid', errors: { form: 'x' } })).toBeUndefined();
  });

  it('names the seconds to wait', () => {
    expect(failureText(status, { phase: 'failed', reason: 'tooMany', errors: {}, retryAfterSeconds: 45 })).toBe(
      ko(written.tooMany).replace('{seconds}', '45'),
    );
  });
});
