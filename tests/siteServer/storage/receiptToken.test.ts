import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../src/siteServer/storage/migrations';
import { inquiryDatabaseFile, openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import { answerOf, sampleInquiry, tempDir, tempStore } from './tempStore';

const token = /^[0-9a-f]{32}$/;

describe("an inquiry's receipt token", () => {
  it('is 128 random bits of its own, found by getByReceipt and by nothing else', async () => {
    const { store } = await tempStore();
    const added = Array.from({ length: 5 }, () => store.add(sampleInquiry()));
    const receipts = added.map((inquiry) => inquiry.receipt);
    for (const receipt of receipts) expect(receipt).toMatch(token);
    expect(new Set(receipts).size).toBe(5);
    for (const inquiry of added) expect(store.getByReceipt(inquiry.receipt)?.id).toBe(inquiry.id);
    for (const other of ['1', String(added[0]!.id), receipts[0]!.toUpperCase(), '', 'f'.repeat(32)])
      expect(store.getByReceipt(other)).toBeUndefined();
  });

  it('is gone with its inquiry: a deleted one is not found, like one never given', async () => {
    const { store } = await tempStore();
    const [kept, deleted] = [store.add(sampleInquiry()), store.add(sampleInquiry())];
    store.deleteInquiry(deleted.id);
    expect(store.getByReceipt(deleted.receipt)).toBeUndefined();
    expect(store.getByReceipt(kept.receipt)?.id).toBe(kept.id);
  });

  it('is given to every inquiry a database held before receipts had tokens, and kept across restarts', async () => {
    const dir = await tempDir();
    // Made as the version before receipt tokens made it: the four steps before that one.
    const before = migrations.findIndex((step) => step.includes('receipt_token'));
    const old = new Database(join(dir, inquiryDatabaseFile));
    migrations.slice(0, before).forEach((step) => old.exec(step));
    old.pragma(`user_version = ${before}`);
    const insert = old.prepare(
      "INSERT INTO inquiries (received_at, company, phone, email, message, client_hash) VALUES ('2026-01-01T00:00:00Z', ?, '02', 'a@b.kr', '옛 문의', 'h')",
    );
    for (const company of ['첫회사', '둘째회사', '셋째회사']) insert.run(company);
    old.close();

    const upgraded = openInquiryStore(dir);
    const receipts = [1, 2, 3].map((id) => upgraded.get(id)?.receipt ?? '');
    upgraded.close();
    for (const receipt of receipts) expect(receipt).toMatch(token);
    expect(new Set(receipts).size).toBe(3);

    const restarted = openInquiryStore(dir);
    try {
      expect([1, 2, 3].map((id) => restarted.get(id)?.receipt)).toEqual(receipts);
      expect(answerOf(restarted.getByReceipt(receipts[1]!), 'company')).toBe('둘째회사');
    } finally {
      restarted.close();
    }
  });
});
