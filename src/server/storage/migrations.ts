import type Database from 'better-sqlite3';
import { databaseTooNew } from './storeErrors';

/**
 * The schema, one step per entry. A step is never edited once released:
 * a change is a new entry, so every existing database can be brought forward.
 * The position in the array (1-based) is the version kept in `PRAGMA user_version`.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE inquiries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT NOT NULL,
    page TEXT,
    company TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT NOT NULL,
    message TEXT NOT NULL,
    client_hash TEXT NOT NULL,
    handled_at TEXT,
    mail_status TEXT NOT NULL DEFAULT 'unsent' CHECK (mail_status IN ('unsent', 'sent')),
    mail_attempts INTEGER NOT NULL DEFAULT 0,
    mail_next_attempt_at TEXT,
    mail_last_error TEXT,
    mail_sent_at TEXT
  );
  -- Listing is newest first; the rowid that ends every index breaks ties by id.
  CREATE INDEX inquiries_received_at ON inquiries (received_at);
  CREATE INDEX inquiries_open_received_at ON inquiries (received_at) WHERE handled_at IS NULL;
  -- The outbox only ever looks at unsent rows, which are few.
  CREATE INDEX inquiries_mail_queue ON inquiries (mail_next_attempt_at, id) WHERE mail_status = 'unsent';

  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) WITHOUT ROWID;

  CREATE TABLE admin_sessions (
    token_hash TEXT PRIMARY KEY,
    expires_at TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX admin_sessions_expires_at ON admin_sessions (expires_at);
  `,
  `
  -- Staff's own notes on an inquiry; never mailed, deleted with the row.
  ALTER TABLE inquiries ADD COLUMN memo TEXT NOT NULL DEFAULT '';
  ALTER TABLE inquiries ADD COLUMN memo_updated_at TEXT;
  -- Recorded with a failed send so the inbox can name the mail server and the cause in Korean.
  ALTER TABLE inquiries ADD COLUMN mail_last_error_code TEXT;
  ALTER TABLE inquiries ADD COLUMN mail_last_error_server TEXT;
  `,
];

/** Brings the database to the newest schema; refuses one written by a newer program. */
export function migrate(db: Database.Database, file: string): void {
  const version = (): number => db.pragma('user_version', { simple: true }) as number;
  const found = version();
  if (found > migrations.length) throw databaseTooNew(file, found, migrations.length);
  migrations.forEach((sql, index) => {
    const target = index + 1;
    // IMMEDIATE takes the write lock before reading the version, so two processes
    // opening a fresh file at once cannot both apply the same step.
    db.transaction(() => {
      if (version() >= target) return;
      db.exec(sql);
      db.pragma(`user_version = ${target}`);
    }).immediate();
  });
}
