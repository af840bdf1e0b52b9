import { describe, expect, it } from 'vitest';
import { maxMemoLength } from '../../../src/siteServer/storage/openInquiryStore';
import { sampleInquiry, tempStore } from './tempStore';

describe('the internal memo', () => {
  it('starts empty, is replaced with its time, and is searched', async () => {
    const { store } = await tempStore();
    const { id } = store.add(sampleInquiry());
    expect(store.get(id)).toMatchObject({ memo: '', memoUpdatedAt: null });
    const at = new Date('2026-11-24T01:00:00.000Z');
    expect(store.setMemo(id, '김 과장과 통화, 견적 30만 원', at)).toBe(true);
    expect(store.get(id)).toMatchObject({ memo: '김 과장과 통화, 견적 30만 원', memoUpdatedAt: at.toISOString() });
    expect(store.list({ search: '견적30만' }).items.map((item) => item.id)).toEqual([id]);
  });

  it('is refused above the limit and for a missing inquiry', async () => {
    const { store } = await tempStore();
    const { id } = store.add(sampleInquiry());
    expect(store.setMemo(id, '가'.repeat(maxMemoLength))).toBe(true);
    expect(() => store.setMemo(id, '가'.repeat(maxMemoLength + 1))).toThrow(RangeError);
    expect(store.setMemo(id + 1, '메모')).toBe(false);
  });
});
