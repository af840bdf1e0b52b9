import { describe, expect, it } from 'vitest';
import {
  createInquiryDrafts,
  type DraftLimits,
  type InquiryDraft,
} from '../../../src/siteServer/inquiries/inquiryDrafts';

const draft = (company: string): InquiryDraft => ({
  location: { path: '/about', section: 'contact' },
  status: 400,
  values: { company, message: '내용' },
  errors: { phone: '연락처를 입력해 주세요.' },
});

const visitor = '198.51.100.7';

/** Drafts on a clock the test moves. */
function draftsAt(limits: Partial<Omit<DraftLimits, 'now' | 'lifetimeMs'>> = {}) {
  const clock = { now: 0 };
  return { clock, drafts: createInquiryDrafts({ lifetimeMs: 30 * 60_000, now: () => clock.now, ...limits }) };
}

describe('inquiry drafts', () => {
  it('are found again, as often as asked, under a token nobody can guess', () => {
    const { drafts } = draftsAt();
    const token = drafts.keep(draft('한빛'), visitor);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(drafts.keep(draft('한빛'), visitor)).not.toBe(token);
    expect(drafts.find(token)).toEqual(draft('한빛'));
    expect(drafts.find(token)).toEqual(draft('한빛'));
    expect(drafts.find('unknown')).toBeUndefined();
  });

  it('are forgotten 30 minutes after they were kept', () => {
    const { clock, drafts } = draftsAt();
    const token = drafts.keep(draft('한빛'), visitor);
    clock.now = 30 * 60_000 - 1;
    expect(drafts.find(token)).toBeDefined();
    clock.now = 30 * 60_000;
    expect(drafts.find(token)).toBeUndefined();
  });

  it('drop the oldest past their count', () => {
    const { drafts } = draftsAt({ maxCount: 2 });
    const [first, second, third] = ['가', '나', '다'].map((company) => drafts.keep(draft(company), visitor));
    expect(drafts.find(first!)).toBeUndefined();
    expect(drafts.find(second!)?.values.company).toBe('나');
    expect(drafts.find(third!)?.values.company).toBe('다');
  });

  it('drop the oldest past their bytes, counted as UTF-8 JSON', () => {
    const size = Buffer.byteLength(JSON.stringify(draft('가'.repeat(1000))));
    const { drafts } = draftsAt({ maxBytes: 2 * size + 10 });
    const [first, second, third] = ['가', '나', '다'].map((character) =>
      drafts.keep(draft(character.repeat(1000)), visitor),
    );
    expect(drafts.find(first!)).toBeUndefined();
    expect(drafts.find(second!)).toBeDefined();
    expect(drafts.find(third!)).toBeDefined();
  });

  it("drop the oldest of one client past its own count or bytes, and none of another client's", () => {
    const { drafts } = draftsAt({ maxCountPerClient: 2 });
    const victim = drafts.keep(draft('피해자'), visitor);
    const flood = Array.from({ length: 600 }, (_, index) => drafts.keep(draft(`보낸 이 ${index}`), '203.0.113.66'));
    expect(drafts.find(victim)?.values.company).toBe('피해자');
    expect(flood.slice(0, -2).filter((token) => drafts.find(token))).toEqual([]);
    expect(flood.slice(-2).map((token) => drafts.find(token)?.values.company)).toEqual(['보낸 이 598', '보낸 이 599']);

    const size = Buffer.byteLength(JSON.stringify(draft('가'.repeat(1000))));
    const byBytes = draftsAt({ maxBytesPerClient: 2 * size + 10 }).drafts;
    const kept = byBytes.keep(draft('나'.repeat(1000)), visitor);
    const [first, second, third] = ['가', '다', '라'].map((character) =>
      byBytes.keep(draft(character.repeat(1000)), '203.0.113.66'),
    );
    expect([kept, first, second, third].map((token) => byBytes.find(token!) !== undefined)).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('keep one client from pushing out the others with the defaults: 260 refused posts of 80 KB', () => {
    const { drafts } = draftsAt();
    const victim = drafts.keep(draft('피해자'), visitor);
    const large: InquiryDraft = { ...draft('x'), values: { company: 'x', message: '😀'.repeat(20_000) } };
    for (let post = 0; post < 260; post += 1) drafts.keep(large, '2001:db8:1:2::/64');
    expect(drafts.find(victim)?.values.company).toBe('피해자');
  });
});
