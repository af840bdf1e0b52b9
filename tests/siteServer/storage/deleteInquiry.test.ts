import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { InquiryStore } from '../../../src/siteServer/storage/InquiryStore';
import { databaseFileBytes, sampleInquiry, tempStore } from './tempStore';

const marker = 'ZQXV-삭제표식-7741';

const fileBytes = (store: InquiryStore) => databaseFileBytes(store.file);

function addMarked(store: InquiryStore) {
  // A long message spills into overflow pages, which secure_delete must clear as well.
  const inquiry = store.add(
    sampleInquiry({
      company: `${marker} 회사`,
      phone: marker,
      email: `${marker}@example.kr`,
      message: `${marker} ${'분석 의뢰 '.repeat(800)}`,
    }),
  );
  store.setMemo(inquiry.id, `${marker} 메모`);
  return inquiry;
}

describe('deleteInquiry', () => {
  it('removes the row and leaves its text in none of the database files', async () => {
    const { store } = await tempStore();
    const kept = store.add(sampleInquiry({ company: '남길 회사' }));
    const gone = addMarked(store);
    expect(fileBytes(store).includes(marker)).toBe(true);

    expect(store.deleteInquiry(gone.id)).toEqual({ deleted: true, wiped: true });
    expect(store.get(gone.id)).toBeUndefined();
    expect(store.list().items.map((item) => item.id)).toEqual([kept.id]);
    const bytes = fileBytes(store);
    expect(bytes.includes(marker)).toBe(false);
    expect(bytes.includes('삭제표식')).toBe(false);
    expect(bytes.includes('남길 회사')).toBe(true);
  });

  it('says when there was no such inquiry', async () => {
    const { store } = await tempStore();
    expect(store.deleteInquiry(404).deleted).toBe(false);
  });

  it('reports an unfinished wipe while another connection reads, and finishes it at the next deletion', async () => {
    const { store } = await tempStore();
    const gone = addMarked(store);
    const other = store.add(sampleInquiry());
    const reader = new Database(store.file);
    reader.pragma('busy_timeout = 0');
    try {
      // An open read transaction pins the snapshot that still holds the text.
      reader.exec('BEGIN');
      reader.prepare('SELECT count(*) FROM inquiries').get();
      expect(store.deleteInquiry(gone.id)).toEqual({ deleted: true, wiped: false });
      expect(store.get(gone.id)).toBeUndefined();
      expect(fileBytes(store).includes(marker)).toBe(true);
      reader.exec('COMMIT');
    } finally {
      reader.close();
    }
    expect(store.deleteInquiry(other.id)).toEqual({ deleted: true, wiped: true });
    expect(fileBytes(store).includes(marker)).toBe(false);
  }, 20_000);
});
