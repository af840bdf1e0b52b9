import type Database from 'better-sqlite3';
import { adminPasswordSetting } from '../security/password';
import { staffNameKey } from './staffName';
import type { NewAdminSession, StaffAccount, StaffAccountStore } from './StaffStore';
import type { WriteGuard } from './writeGuard';

interface AccountRow {
  id: number;
  name: string;
  password_hash: string;
  created_at: string;
  last_login_at: string | null;
}

const toAccount = (row: AccountRow): StaffAccount => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
});
const iso = (time: Date) => time.toISOString();

/** The accounts and sessions half of the store, over the open database; every change goes through `write`. */
export function staffAccounts(db: Database.Database, write: WriteGuard['write']): StaffAccountStore {
  const sql = {
    insert: db.prepare<[string, string, string, string], AccountRow>(
      'INSERT INTO staff_accounts (name, name_key, password_hash, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (name_key) DO NOTHING RETURNING *',
    ),
    byKey: db.prepare<[string], AccountRow>('SELECT * FROM staff_accounts WHERE name_key = ?'),
    list: db.prepare<[string], AccountRow & { active_sessions: number }>(`
      SELECT a.*, (SELECT count(*) FROM admin_sessions s WHERE s.account_id = a.id AND s.expires_at > ?) AS active_sessions
      FROM staff_accounts a ORDER BY a.name_key`),
    count: db.prepare<[], number>('SELECT count(*) FROM staff_accounts').pluck(),
    setPassword: db.prepare<[string, number]>('UPDATE staff_accounts SET password_hash = ? WHERE id = ?'),
    remove: db.prepare<[number]>('DELETE FROM staff_accounts WHERE id = ?'),
    getShared: db.prepare<[string], string>('SELECT value FROM settings WHERE key = ?').pluck(),
    deleteShared: db.prepare<[string]>('DELETE FROM settings WHERE key = ?'),
    saveSession: db.prepare<[string, number, string]>(
      'INSERT OR REPLACE INTO admin_sessions (token_hash, account_id, expires_at) VALUES (?, ?, ?)',
    ),
    noteLogin: db.prepare<[string, number]>('UPDATE staff_accounts SET last_login_at = ? WHERE id = ?'),
    findSession: db.prepare<[string, string], { token_hash: string; expires_at: string; name: string }>(`
      SELECT s.token_hash, s.expires_at, a.name FROM admin_sessions s JOIN staff_accounts a ON a.id = s.account_id
      WHERE s.token_hash = ? AND s.expires_at > ?`),
    deleteSession: db.prepare<[string]>('DELETE FROM admin_sessions WHERE token_hash = ?'),
    deleteExpiredSessions: db.prepare<[string]>('DELETE FROM admin_sessions WHERE expires_at <= ?'),
    deleteAccountSessions: db.prepare<[number]>('DELETE FROM admin_sessions WHERE account_id = ?'),
  };

  // Inside a transaction, get() on INSERT … RETURNING is safe: the COMMIT is its own statement, and its failure throws.
  const add = db.transaction((name: string, passwordHash: string, now: Date) => {
    const row = sql.insert.get(name, staffNameKey(name), passwordHash, iso(now));
    if (row) sql.deleteShared.run(adminPasswordSetting);
    return row && toAccount(row);
  });

  /** Runs `change` on the account and ends its sessions in the same transaction; the count is of live ones only. */
  const endingSessions = (change: (id: number) => void) =>
    db.transaction((name: string, now: Date): number | undefined => {
      const row = sql.byKey.get(staffNameKey(name));
      if (!row) return undefined;
      sql.deleteExpiredSessions.run(iso(now));
      const ended = sql.deleteAccountSessions.run(row.id).changes;
      change(row.id);
      return ended;
    });

  const claimShared = db.transaction((name: string, now: Date) => {
    const shared = sql.getShared.get(adminPasswordSetting);
    return shared === undefined ? undefined : add(name, shared, now);
  });
  const saveSession = db.transaction((session: NewAdminSession, now: Date) => {
    sql.deleteExpiredSessions.run(iso(now));
    sql.saveSession.run(session.tokenHash, session.accountId, session.expiresAt);
    sql.noteLogin.run(iso(now), session.accountId);
  });

  return {
    addAccount: (name, passwordHash, now = new Date()) => write(() => add(name, passwordHash, now)),
    findAccount(name) {
      const row = sql.byKey.get(staffNameKey(name));
      return row && { ...toAccount(row), passwordHash: row.password_hash };
    },
    listAccounts: (now = new Date()) =>
      sql.list.all(iso(now)).map((row) => ({ ...toAccount(row), activeSessions: row.active_sessions })),
    countAccounts: () => sql.count.get() ?? 0,
    setAccountPassword: (name, passwordHash, now = new Date()) =>
      write(() => endingSessions((id) => sql.setPassword.run(passwordHash, id))(name, now)),
    removeAccount: (name, now = new Date()) => write(() => endingSessions((id) => sql.remove.run(id))(name, now)),
    claimSharedPassword: (name, now = new Date()) => write(() => claimShared(name, now)),
    saveSession: (session, now = new Date()) => write(() => saveSession(session, now)),
    findSession(tokenHash, now = new Date()) {
      const row = sql.findSession.get(tokenHash, iso(now));
      return row && { tokenHash: row.token_hash, expiresAt: row.expires_at, account: row.name };
    },
    deleteSession(tokenHash) {
      write(() => sql.deleteSession.run(tokenHash));
    },
  };
}
