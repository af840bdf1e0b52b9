import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { inquiryDatabaseFile } from '../../../src/siteServer/storage/openInquiryStore';
import { daysBefore, tempStore } from './tempStore';

describe('InquiryStore access record', () => {
  it('lists entries newest first, by account (any case) and since a time, up to a limit', async () => {
    const { store } = await tempStore();
    const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));
    store.recordAccess({ account: 'Kim', clientHash: 'h1', action: 'login' }, at(1));
    store.recordAccess({ account: 'Kim', clientHash: 'h1', action: 'view', inquiryId: 7 }, at(2));
    store.recordAccess({ account: 'CLI:lab', clientHash: null, action: 'export', detail: '3건' }, at(3));
    expect(store.listAccess()).toEqual([
      {
        id: 3,
        at: at(3).toISOString(),
        account: 'CLI:lab',
        clientHash: null,
        action: 'export',
        inquiryId: null,
        detail: '3건',
      },
      { id: 2, at: at(2).toISOString(), account: 'Kim', clientHash: 'h1', action: 'view', inquiryId: 7, detail: null },
      {
        id: 1,
        at: at(1).toISOString(),
        account: 'Kim',
        clientHash: 'h1',
        action: 'login',
        inquiryId: null,
        detail: null,
      },
    ]);
    expect(store.listAccess({ account: 'kim' }).map((entry) => entry.id)).toEqual([2, 1]);
    expect(store.listAccess({ since: at(2) }).map((entry) => entry.id)).toEqual([3, 2]);
    expect(store.listAccess({ limit: 1 }).map((entry) => entry.id)).toEqual([3]);
  });

  it('purges only entries older than two years, and the database refuses to change or drop younger ones', async () => {
    const { dir, store } = await tempStore();
    const now = new Date();
    store.recordAccess({ account: 'Kim', clientHash: null, action: 'login' }, daysBefore(now, 731));
    store.recordAccess({ account: 'Kim', clientHash: null, action: 'login' }, daysBefore(now, 729));
    expect(store.purgeAccessLog(now)).toBe(1);
    expect(store.listAccess()).toHaveLength(1);
    const db = new Database(join(dir, inquiryDatabaseFile));
    try {
      expect(() => db.prepare("UPDATE access_log SET account = 'someone else'").run()).toThrow('cannot be changed');
      expect(() => db.prepare('DELETE FROM access_log').run()).toThrow('kept for two years');
    } finally {
      db.close();
    }
    expect(store.listAccess()[0]?.account).toBe('Kim');
  });
});
