import { describe, expect, it } from 'vitest';
import { sampleInquiry, tempStore } from './tempStore';

const t0 = new Date('2026-11-23T05:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe('InquiryStore mail queue', () => {
  it('hands out due unsent inquiries oldest first, up to the limit', async () => {
    const { store } = await tempStore();
    const ids = [0, 1, 2].map((ms) => store.add(sampleInquiry({ company: `회사 ${ms}` }), later(ms)).id);
    expect(store.dueForMail(later(1), 10).map((item) => item.id)).toEqual([ids[0], ids[1]]);
    expect(store.dueForMail(later(5), 2).map((item) => item.id)).toEqual([ids[0], ids[1]]);
    expect(store.dueForMail(later(-1), 10)).toEqual([]);
  });

  it('keeps a failed inquiry with its error until its next attempt is due', async () => {
    const { store } = await tempStore();
    const { id } = store.add(sampleInquiry(), t0);
    store.markMailFailed(id, 'connect ECONNREFUSED 127.0.0.1:25', later(60_000), {
      code: 'ESOCKET',
      server: '127.0.0.1:25',
    });
    expect(store.get(id)?.mail).toEqual({
      status: 'unsent',
      attempts: 1,
      nextAttemptAt: later(60_000).toISOString(),
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      lastErrorCode: 'ESOCKET',
      lastErrorServer: '127.0.0.1:25',
      sentAt: null,
    });
    expect(store.dueForMail(later(59_999), 10)).toEqual([]);
    expect(store.dueForMail(later(60_000), 10).map((item) => item.id)).toEqual([id]);
  });

  it('takes a sent inquiry out of the queue for good', async () => {
    const { store } = await tempStore();
    const { id } = store.add(sampleInquiry(), t0);
    store.markMailFailed(id, '실패', t0);
    store.markMailSent(id, later(10));
    expect(store.get(id)?.mail).toEqual({
      status: 'sent',
      attempts: 2,
      nextAttemptAt: null,
      lastError: null,
      lastErrorCode: null,
      lastErrorServer: null,
      sentAt: later(10).toISOString(),
    });
    expect(store.dueForMail(later(1_000_000), 10)).toEqual([]);
    expect(store.rescheduleUnsent(later(20))).toBe(0);
    store.markMailFailed(id, '늦게 온 실패', later(30));
    expect(store.get(id)?.mail.status).toBe('sent');
  });

  it('makes every unsent inquiry due now on reschedule', async () => {
    const { store } = await tempStore();
    const a = store.add(sampleInquiry(), t0);
    const b = store.add(sampleInquiry(), t0);
    const sent = store.add(sampleInquiry(), t0);
    store.markMailFailed(a.id, '실패', later(3_600_000));
    store.markMailFailed(b.id, '실패', later(7_200_000));
    store.markMailSent(sent.id, t0);
    expect(store.rescheduleUnsent(later(5))).toBe(2);
    expect(store.dueForMail(later(5), 10).map((item) => item.id)).toEqual([a.id, b.id]);
  });
});
