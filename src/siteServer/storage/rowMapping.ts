import type { StoredAnswer, StoredInquiry } from './InquiryStore';

const isAnswer = (entry: unknown): entry is StoredAnswer =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as StoredAnswer).key === 'string' &&
  typeof (entry as StoredAnswer).type === 'string' &&
  typeof (entry as StoredAnswer).label === 'string' &&
  ['string', 'boolean'].includes(typeof (entry as StoredAnswer).value);

/** The row's fields column; only well-formed entries, so a hand-edited row cannot break the inbox. */
export function storedAnswersOf(json: string): StoredAnswer[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter(isAnswer) : [];
  } catch {
    return [];
  }
}

/** A row of `inquiries` as better-sqlite3 returns it. */
export interface InquiryRow {
  id: number;
  received_at: string;
  page: string | null;
  language: string;
  /** JSON: the StoredAnswer list. */
  fields: string;
  client_hash: string;
  handled_at: string | null;
  handled_by: string | null;
  mail_status: 'unsent' | 'sent';
  mail_attempts: number;
  mail_next_attempt_at: string | null;
  mail_last_error: string | null;
  mail_last_error_code: string | null;
  mail_last_error_server: string | null;
  mail_sent_at: string | null;
  memo: string;
  memo_updated_at: string | null;
  receipt_token: string;
}

export function toStoredInquiry(row: InquiryRow): StoredInquiry {
  return {
    id: row.id,
    receivedAt: row.received_at,
    page: row.page,
    language: row.language,
    fields: storedAnswersOf(row.fields),
    clientHash: row.client_hash,
    handledAt: row.handled_at,
    handledBy: row.handled_by,
    mail: {
      status: row.mail_status,
      attempts: row.mail_attempts,
      nextAttemptAt: row.mail_next_attempt_at,
      lastError: row.mail_last_error,
      lastErrorCode: row.mail_last_error_code,
      lastErrorServer: row.mail_last_error_server,
      sentAt: row.mail_sent_at,
    },
    memo: row.memo,
    memoUpdatedAt: row.memo_updated_at,
    receipt: row.receipt_token,
  };
}
