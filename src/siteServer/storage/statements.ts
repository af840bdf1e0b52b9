import type Database from 'better-sqlite3';
import type { InquiryRow } from './rowMapping';

interface ListFilter {
  /** A LIKE pattern over search_text() with `\` as escape, or null for every row. */
  search: string | null;
  state: string | null;
}

const filterClause = `
  (:search IS NULL
    OR search_text(answers_text(fields)) LIKE :search ESCAPE '\\'
    OR search_text(memo) LIKE :search ESCAPE '\\')
  AND (:state IS NULL
    OR (:state = 'open' AND handled_at IS NULL)
    OR (:state = 'handled' AND handled_at IS NOT NULL))`;

/**
 * Every statement the store runs, prepared once when the store opens. The list
 * filters are parameters rather than pieces of SQL, so one statement serves
 * every combination of search and state.
 */
export function prepareStatements(db: Database.Database) {
  return {
    insert: db.prepare<
      [
        {
          receivedAt: string;
          page: string | null;
          language: string;
          fields: string;
          clientHash: string;
        },
      ]
    >(`
      INSERT INTO inquiries (received_at, page, language, fields, client_hash, mail_next_attempt_at, receipt_token)
      VALUES (:receivedAt, :page, :language, :fields, :clientHash, :receivedAt, lower(hex(randomblob(16))))`),
    byId: db.prepare<[number], InquiryRow>('SELECT * FROM inquiries WHERE id = ?'),
    byReceipt: db.prepare<[string], InquiryRow>('SELECT * FROM inquiries WHERE receipt_token = ?'),
    list: db.prepare<[ListFilter & { limit: number; offset: number }], InquiryRow>(`
      SELECT * FROM inquiries WHERE ${filterClause}
      ORDER BY received_at DESC, id DESC LIMIT :limit OFFSET :offset`),
    count: db.prepare<[ListFilter], number>(`SELECT count(*) FROM inquiries WHERE ${filterClause}`).pluck(),
    // Handling again keeps the first time it was handled.
    // Both columns read the row as it was, so the first account that handled it stays with the first time.
    markHandled: db.prepare<[string | null, string, number]>(
      'UPDATE inquiries SET handled_by = CASE WHEN handled_at IS NULL THEN ? ELSE handled_by END, handled_at = coalesce(handled_at, ?) WHERE id = ?',
    ),
    markOpen: db.prepare<[number]>('UPDATE inquiries SET handled_at = NULL, handled_by = NULL WHERE id = ?'),
    purge: db.prepare<[string]>('DELETE FROM inquiries WHERE received_at < ?'),
    deleteById: db.prepare<[number]>('DELETE FROM inquiries WHERE id = ?'),
    setMemo: db.prepare<[string, string, number]>('UPDATE inquiries SET memo = ?, memo_updated_at = ? WHERE id = ?'),
    dueForMail: db.prepare<[string, number], InquiryRow>(`
      SELECT * FROM inquiries WHERE mail_status = 'unsent' AND mail_next_attempt_at <= ?
      ORDER BY id LIMIT ?`),
    markMailSent: db.prepare<[string, number]>(`
      UPDATE inquiries SET mail_status = 'sent', mail_attempts = mail_attempts + 1, mail_sent_at = ?,
        mail_next_attempt_at = NULL, mail_last_error = NULL, mail_last_error_code = NULL, mail_last_error_server = NULL
      WHERE id = ? AND mail_status = 'unsent'`),
    markMailFailed: db.prepare<[string, string | null, string | null, string, number]>(`
      UPDATE inquiries SET mail_attempts = mail_attempts + 1, mail_last_error = ?, mail_last_error_code = ?,
        mail_last_error_server = ?, mail_next_attempt_at = ?
      WHERE id = ? AND mail_status = 'unsent'`),
    rescheduleUnsent: db.prepare<[string]>(
      "UPDATE inquiries SET mail_next_attempt_at = ? WHERE mail_status = 'unsent'",
    ),
    getSetting: db.prepare<[string], string>('SELECT value FROM settings WHERE key = ?').pluck(),
    setSetting: db.prepare<[string, string]>(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ),
  };
}
