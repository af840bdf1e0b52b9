import { describe, expect, it } from 'vitest';
import { createInquiryDrafts, type InquiryDraft } from '../../../src/server/inquiries/inquiryDrafts';

const draft = (company: string): InquiryDraft => ({
  location: { path: '/about', section: 'contact' },
  status: 400,
  values: { company, message: '내용' },
  errors: { phone: '연락처를 입력해 주세요.' },
});

/** Drafts on a clock the test moves. */
function draftsAt(limits: { maxCount?: number; maxBytes?: number } = {}) {
  const clock = { now: 0 };
  return { clock, drafts: createInquiryDrafts({ lifetimeMs: 30 * 60_000, now: () => clock.now, ...limits }) };
}

describe('inquiry drafts', () => {
  it('are found again, as often as asked, under a token nobody can guess', () => {
    const { drafts } = draftsAt();
    const token = drafts.keep(draft('한빛'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(drafts.keep(draft('한빛'))).not.toBe(token);
    expect(drafts.find(token)).toEqual(draft('한빛'));
    expect(drafts.find(token)).toEqual(draft('한빛'));
    expect(drafts.find('unknown')).toBeUndefined();
  });

  it('are forgotten 30 minutes after they were kept', () => {
    const { clock, drafts } = draftsAt();
    const token = drafts.keep(draft('한빛'));
    clock.now = 30 * 60_000 - 1;
    expect(drafts.find(token)).toBeDefined();
    clock.now = 30 * 60_000;
    expect(drafts.find(token)).toBeUndefined();
  });

  it('drop the oldest past their count', () => {
    const { drafts } = draftsAt({ maxCount: 2 });
    const [first, second, third] = ['가', '나', '다'].map((company) => drafts.keep(draft(company)));
    expect(drafts.find(first!)).toBeUndefined();
    expect(drafts.find(second!)?.values.company).toBe('나');
    expect(drafts.find(third!)?.values.company).toBe('다');
  });

  it('drop the oldest past their bytes, counted as UTF-8 JSON', () => {
    const size = Buffer.byteLength(JSON.stringify(draft('가'.repeat(1000))));
    const { drafts } = draftsAt({ maxBytes: 2 * size + 10 });
    const [first, second, third] = ['가', '나', '다'].map((character) => drafts.keep(draft(character.repeat(1000))));
    expect(drafts.find(first!)).toBeUndefined();
    expect(drafts.find(second!)).toBeDefined();
    expect(drafts.find(third!)).toBeDefined();
  });
});
