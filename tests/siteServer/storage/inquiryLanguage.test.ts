import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../src/siteServer/storage/migrations';
import { inquiryDatabaseFile, openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import { answerOf, sampleInquiry, tempDir, tempStore } from './tempStore';

describe("an inquiry's language", () => {
  it('is stored as given, and is Korean when none is given', async () => {
    const { store } = await tempStore();
    const english = store.add(sampleInquiry({ page: '/en/introduce#contact', language: 'en' }));
    const korean = store.add(sampleInquiry());
    expect(store.get(english.id)?.language).toBe('en');
    expect(store.get(korean.id)?.language).toBe('ko');
    expect(store.list().items.map((inquiry) => inquiry.language)).toEqual(['ko', 'en']);
  });

  it('is Korean for every inquiry a database held before languages, once the store brings it forward', async () => {
    const dir = await tempDir();
    // Made as the version before languages made it: the first three steps.
    const old = new Database(join(dir, inquiryDatabaseFile));
    migrations.slice(0, 3).forEach((step) => old.exec(step));
    old.pragma('user_version = 3');
    old
      .prepare(
        "INSERT INTO inquiries (received_at, company, phone, email, message, client_hash) VALUES ('2026-01-01T00:00:00Z', '옛회사', '02', 'a@b.kr', '옛 문의', 'h')",
      )
      .run();
    old.close();
    const upgraded = openInquiryStore(dir);
    try {
      expect(upgraded.get(1)).toMatchObject({ language: 'ko' });
      expect(answerOf(upgraded.get(1), 'company')).toBe('옛회사');
    } finally {
      upgraded.close();
    }
  });
});
