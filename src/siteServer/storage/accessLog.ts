import type Database from 'better-sqlite3';
import { accessLogKeptDays, type AccessAction } from './accessActions';
import type { AccessLogStore } from './StaffStore';
import type { WriteGuard } from './writeGuard';

interface AccessRow {
  id: number;
  at: string;
  account: string;
  client_hash: string | null;
  action: AccessAction;
  inquiry_id: number | null;
  detail: string | null;
}

const dayMs = 24 * 60 * 60 * 1000;
const defaultLimit = 50;

/** The access record half of the store: only appends, lists and drops entries past two years. */
export function accessLog(db: Database.Database, write: WriteGuard['write']): AccessLogStore {
  const sql = {
    insert: db.prepare<
      [
        {
          at: string;
          account: string;
          clientHash: string | null;
          action: string;
          inquiryId: number | null;
          detail: string | null;
        },
      ]
    >(`
      INSERT INTO access_log (at, account, client_hash, action, inquiry_id, detail)
      VALUES (:at, :account, :clientHash, :action, :inquiryId, :detail)`),
    list: db.prepare<[{ account: string | null; since: string | null; limit: number }], AccessRow>(`
      SELECT * FROM access_log
      WHERE (:account IS NULL OR account = :account COLLATE NOCASE) AND (:since IS NULL OR at >= :since)
      ORDER BY at DESC, id DESC LIMIT :limit`),
    purge: db.prepare<[string]>('DELETE FROM access_log WHERE at < ?'),
  };
  return {
    recordAccess(entry, now = new Date()) {
      write(() =>
        sql.insert.run({
          ...entry,
          inquiryId: entry.inquiryId ?? null,
          detail: entry.detail ?? null,
          at: now.toISOString(),
        }),
      );
    },
    listAccess(query = {}) {
      const rows = sql.list.all({
        account: query.account ?? null,
        since: query.since?.toISOString() ?? null,
        limit: query.limit ?? defaultLimit,
      });
      return rows.map((row) => ({
        id: row.id,
        at: row.at,
        account: row.account,
        clientHash: row.client_hash,
        action: row.action,
        inquiryId: row.inquiry_id,
        detail: row.detail,
      }));
    },
    purgeAccessLog(now = new Date()) {
      return write(() => sql.purge.run(new Date(now.getTime() - accessLogKeptDays * dayMs).toISOString())).changes;
    },
  };
}
