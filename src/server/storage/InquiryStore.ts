import type { AccessLogStore, StaffAccountStore } from './StaffStore';

/** One inquiry as stored. Times are ISO 8601 strings in UTC. */
export interface StoredInquiry {
  id: number;
  receivedAt: string;
  /** Path of the page the form was sent from, e.g. "/introduce", or null when unknown. */
  page: string | null;
  company: string;
  phone: string;
  email: string;
  message: string;
  /** Salted SHA-256 of the client's address; the raw address is never stored. */
  clientHash: string;
  handledAt: string | null;
  /** The account that marked it handled (kept after the account is removed); null while open. */
  handledBy: string | null;
  mail: MailState;
}

export interface MailState {
  /** 'unsent' until the mail to the lab went out (also while mail is not configured). */
  status: 'unsent' | 'sent';
  attempts: number;
  /** When the outbox may try again; null once sent. */
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
}

/** What the API hands to the store: already validated and trimmed. */
export interface NewInquiry {
  page: string | null;
  company: string;
  phone: string;
  email: string;
  message: string;
  /** The client's address as the server saw it; the store keeps only its salted hash. */
  clientAddress: string;
}

export interface InquiryListQuery {
  /** Case-insensitive text searched in company, phone, email and message. */
  search?: string;
  /** 'open' = not handled, 'handled', or all when absent. */
  state?: 'open' | 'handled';
  limit?: number;
  offset?: number;
}

/**
 * The embedded database behind the inquiry API, the staff inbox and
 * `npm run inquiries`. Every method is synchronous (better-sqlite3): when
 * `add` returns, the row is committed.
 */
export interface InquiryStore extends StaffAccountStore, AccessLogStore {
  /** The database file's absolute path. */
  readonly file: string;
  add(inquiry: NewInquiry, now?: Date): StoredInquiry;
  get(id: number): StoredInquiry | undefined;
  /** Newest first. */
  list(query?: InquiryListQuery): { items: StoredInquiry[]; total: number };
  /** `by` is the account marking it handled; handling again keeps the first time and account. */
  setHandled(id: number, handled: boolean, now?: Date, by?: string | null): boolean;
  /** Deletes inquiries received more than `days` days before `now`; returns how many. */
  purgeOlderThan(days: number, now?: Date): number;
  /** Unsent inquiries whose next attempt is due, oldest first. */
  dueForMail(now: Date, limit: number): StoredInquiry[];
  markMailSent(id: number, now?: Date): void;
  markMailFailed(id: number, error: string, nextAttemptAt: Date): void;
  /** Makes every unsent inquiry due now (for `npm run inquiries -- resend`); returns how many. */
  rescheduleUnsent(now?: Date): number;
  getSetting(key: string): string | undefined;
  setSetting(key: string, value: string): void;
  /** The salted hash stored in place of a client's address, so logs can name a client the same way. */
  hashClientAddress(address: string): string;
  /** Whether the database still answers a query (the health check). */
  ping(): boolean;
  /**
   * A consistent copy of the database at `target` (0600, replaced whole, never
   * half-written), safe while the server writes; resolves to how many inquiries it holds.
   */
  backup(target: string): Promise<number>;
  close(): void;
}
