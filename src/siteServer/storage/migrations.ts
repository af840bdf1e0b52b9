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
  `
  -- One account per person instead of a shared password (개인정보의 안전성 확보조치 기준).
  CREATE TABLE staff_accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    -- NFC and lower case, so "Kim" and "kim" cannot be two accounts.
    name_key TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL,
    last_login_at TEXT
  );

  -- Every session now belongs to an account; those of the shared password belong to nobody and end here.
  DROP TABLE admin_sessions;
  CREATE TABLE admin_sessions (
    token_hash TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX admin_sessions_expires_at ON admin_sessions (expires_at);
  CREATE INDEX admin_sessions_account ON admin_sessions (account_id);

  -- A name rather than a reference: who handled an inquiry stays known after the account is removed.
  ALTER TABLE inquiries ADD COLUMN handled_by TEXT;

  -- Who did what, when and from where; never any inquiry content. No foreign keys: entries outlive inquiries and accounts.
  CREATE TABLE access_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    account TEXT NOT NULL,
    client_hash TEXT,
    action TEXT NOT NULL,
    inquiry_id INTEGER,
    detail TEXT
  );
  CREATE INDEX access_log_at ON access_log (at);
  -- The record must be trustworthy: nothing rewrites an entry, and none goes before it is two years old.
  CREATE TRIGGER access_log_append_only BEFORE UPDATE ON access_log
  BEGIN SELECT RAISE(ABORT, 'access_log entries cannot be changed'); END;
  CREATE TRIGGER access_log_kept_two_years BEFORE DELETE ON access_log
  WHEN old.at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-730 days')
  BEGIN SELECT RAISE(ABORT, 'access_log entries are kept for two years'); END;
  `,
  `
  -- The language of the page the form was on (its code, "en"): the lab answers in it. Every inquiry before languages came from a Korean page.
  ALTER TABLE inquiries ADD COLUMN language TEXT NOT NULL DEFAULT 'ko';
  `,
  `
  -- The receipt's address (/inquiry-received/<token>) instead of the id: 128 random bits from SQLite's
  -- ChaCha20 generator, seeded by the operating system, so an address tells neither how many inquiries
  -- there are nor which were deleted. The insert gives each new row one; rows from before get theirs here.
  ALTER TABLE inquiries ADD COLUMN receipt_token TEXT;
  UPDATE inquiries SET receipt_token = lower(hex(randomblob(16)));
  CREATE UNIQUE INDEX inquiries_receipt_token ON inquiries (receipt_token);
  `,
  `
  -- The firm's own fields (site.json inquiryForm.fields) instead of four fixed columns: a JSON array of
  -- {key, type, label, value} in the form's order, each label as it read when the inquiry came. Inquiries from before
  -- keep their four fields under the labels the form had then.
  ALTER TABLE inquiries ADD COLUMN fields TEXT NOT NULL DEFAULT '[]';
  UPDATE inquiries SET fields = json_array(
    json_object('key', 'company', 'type', 'text', 'label', '회사명', 'value', company),
    json_object('key', 'phone', 'type', 'tel', 'label', '연락처', 'value', phone),
    json_object('key', 'email', 'type', 'email', 'label', '이메일', 'value', email),
    json_object('key', 'message', 'type', 'longText', 'label', '문의 내용', 'value', message));
  ALTER TABLE inquiries DROP COLUMN company;
  ALTER TABLE inquiries DROP COLUMN phone;
  ALTER TABLE inquiries DROP COLUMN email;
  ALTER TABLE inquiries DROP COLUMN message;
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
