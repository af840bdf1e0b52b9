import { describe, expect, it } from 'vitest';
import { answerOf, daysBefore, sampleInquiry, tempStore } from './tempStore';

const now = new Date('2026-11-23T05:00:00.000Z');

describe('InquiryStore list, handled and purge', () => {
  it('lists newest first with the total, and pages through it', async () => {
    const { store } = await tempStore();
    const ids = [3, 1, 2].map(
      (days) => store.add(sampleInquiry({ company: `회사 ${days}` }), daysBefore(now, days)).id,
    );
    const all = store.list();
    expect(all.total).toBe(3);
    expect(all.items.map((item) => answerOf(item, 'company'))).toEqual(['회사 1', '회사 2', '회사 3']);
    expect(store.list({ limit: 2 }).items.map((item) => item.id)).toEqual([ids[1], ids[2]]);
    expect(store.list({ limit: 2, offset: 2 })).toEqual({ items: [expect.objectContaining({ id: ids[0] })], total: 3 });
    expect(store.list({ limit: 2, offset: 5 })).toEqual({ items: [], total: 3 });
  });

  it('searches company, phone, email and message, ignoring case, with the total of matches', async () => {
    const { store } = await tempStore();
    store.add(sampleInquiry({ company: 'Acme Korea', message: '열분석 문의' }));
    store.add(
      sampleInquiry({ company: '대한화학', phone: '02-555-0199', email: 'LEE@daehan.example', message: '견적 요청' }),
    );
    store.add(sampleInquiry({ company: '미래전자', message: 'XPS 측정 가능 여부' }));
    const companies = (search: string) =>
      store
        .list({ search })
        .items.map((item) => answerOf(item, 'company'))
        .sort();
    expect(companies('acme')).toEqual(['Acme Korea']);
    expect(companies('555-01')).toEqual(['대한화학']);
    expect(companies('lee@DAEHAN')).toEqual(['대한화학']);
    expect(companies('xps')).toEqual(['미래전자']);
    expect(companies('분석')).toEqual(['Acme Korea']);
    expect(companies('  전자  ')).toEqual(['미래전자']);
    expect(store.list({ search: '없는 글자' })).toEqual({ items: [], total: 0 });
    expect(store.list({ search: '문의', limit: 0 }).total).toBe(1);
  });

  it('treats % and _ in the search text as themselves, not as wildcards', async () => {
    const { store } = await tempStore();
    store.add(sampleInquiry({ message: '순도 99% 이상' }));
    store.add(sampleInquiry({ message: '순도 99.5 이상' }));
    store.add(sampleInquiry({ message: 'file_name.csv' }));
    store.add(sampleInquiry({ message: 'fileXname.csv' }));
    store.add(sampleInquiry({ message: 'C:\\data' }));
    expect(store.list({ search: '99%' }).items.map((item) => answerOf(item, 'message'))).toEqual(['순도 99% 이상']);
    expect(store.list({ search: 'file_' }).items.map((item) => answerOf(item, 'message'))).toEqual(['file_name.csv']);
    expect(store.list({ search: '\\d' }).items.map((item) => answerOf(item, 'message'))).toEqual(['C:\\data']);
  });

  it('marks an inquiry handled and open again, and filters by that state', async () => {
    const { store } = await tempStore();
    const first = store.add(sampleInquiry({ company: '처리할 회사' }));
    store.add(sampleInquiry({ company: '남은 회사' }));
    const handledAt = new Date('2026-11-24T01:00:00.000Z');
    expect(store.setHandled(first.id, true, handledAt)).toBe(true);
    expect(store.setHandled(first.id, true, new Date('2026-11-25T01:00:00.000Z'))).toBe(true);
    expect(store.get(first.id)?.handledAt).toBe(handledAt.toISOString());
    expect(store.list({ state: 'handled' }).items.map((item) => answerOf(item, 'company'))).toEqual(['처리할 회사']);
    expect(store.list({ state: 'open' }).items.map((item) => answerOf(item, 'company'))).toEqual(['남은 회사']);
    expect(store.list({ state: 'open', search: '처리' }).total).toBe(0);
    expect(store.setHandled(first.id, false)).toBe(true);
    expect(store.get(first.id)?.handledAt).toBeNull();
    expect(store.list({ state: 'open' }).total).toBe(2);
    expect(store.setHandled(9999, true)).toBe(false);
  });

  it('purges only inquiries received more than the given days before now', async () => {
    const { store } = await tempStore();
    const old = store.add(sampleInquiry({ company: '오래된 회사' }), daysBefore(now, 30, 1));
    const recent = store.add(sampleInquiry({ company: '최근 회사' }), daysBefore(now, 29, 23));
    expect(store.purgeOlderThan(30, now)).toBe(1);
    expect(store.get(old.id)).toBeUndefined();
    expect(store.get(recent.id)).toBeDefined();
    expect(store.purgeOlderThan(30, now)).toBe(0);
    expect(() => store.purgeOlderThan(-1, now)).toThrow(RangeError);
  });

  it('refuses a negative or fractional page', async () => {
    const { store } = await tempStore();
    expect(() => store.list({ limit: -2 })).toThrow(RangeError);
    expect(() => store.list({ offset: 1.5 })).toThrow(RangeError);
  });
});
