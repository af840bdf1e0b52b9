import type { AccessLogStore, StaffAccountStore } from './StaffStore';

/** One inquiry as stored. Times are ISO 8601 strings in UTC. */
export interface StoredInquiry {
  id: number;
  receivedAt: string;
  /** Path of the page the form was sent from, e.g. "/introduce", or null when unknown. */
  page: string | null;
  /** The code of the language of the page the form was on ("ko", "en"): the visitor's language. */
  language: string;
  /** The firm's fields as the visitor answered them, in the form's order, with their labels as they were then. */
  fields: StoredAnswer[];
  /** Salted SHA-256 of the client's address; the raw address is never stored. */
  clientHash: string;
  handledAt: string | null;
  /** The account that marked it handled (kept after the account is removed); null while open. */
  handledBy: string | null;
  mail: MailState;
  /** Staff's internal note ('' when none); never sent to the visitor or in the lab's mail. */
  memo: string;
  memoUpdatedAt: string | null;
  /** The random token of the receipt's address (/inquiry-received/<receipt>): only the visitor who sent it is given it. */
  receipt: string;
}

/** One field of an inquiry: its key in site.json, its label when the inquiry came, and the answer. */
export interface StoredAnswer {
  key: string;
  /** The field's kind (text, tel, email, longText, choice, checkbox): how the staff's views show the answer. */
  type: string;
  label: string;
  /** Text as typed (a choice as its option's label), or whether a box was ticked. */
  value: string | boolean;
}

export interface MailState {
  /** 'unsent' until the mail to the lab went out (also while mail is not configured). */
  status: 'unsent' | 'sent';
  attempts: number;
  /** When the outbox may try again; null once sent. */
  nextAttemptAt: string | null;
  lastError: string | null;
  /** The last failure's error code (e.g. 'ESOCKET', 'EAUTH'), when the error had one. */
  lastErrorCode: string | null;
  /** The mail server the last failed send tried, as host:port without credentials. */
  lastErrorServer: string | null;
  sentAt: string | null;
}

/** What a failed send knew besides its message; see markMailFailed. */
export interface MailFailureDetail {
  code?: string;
  server?: string;
}

/**
 * What deleting an inquiry did. `wiped` is false when another connection's open
 * read kept SQLite from checkpointing: the row is gone from every query, but its
 * old text stays in the database files until a later checkpoint (the next
 * deletion or purge, the last connection closing, or the next time a process
 * opens the database, even after a kill -9) overwrites it.
 */
export interface InquiryDeletion {
  deleted: boolean;
  wiped: boolean;
}

/** What the API hands to the store: already validated and trimmed. */
export interface NewInquiry {
  page: string | null;
  /** The visitor's language; without it Korean, as every inquiry stored before the site had languages. */
  language?: string;
  fields: StoredAnswer[];
  /** The client's address as the server saw it; the store keeps only its salted hash. */
  clientAddress: string;
}

export interface InquiryListQuery {
  /**
   * Text searched in the fields' answers and the memo, ignoring letter case
   * (any script), spaces and hyphens: "0212345678" finds "02-1234-5678".
   */
  search?: string;
  /** 'open' = not handled, 'handled', or all when absent. */
  state?: 'open' | 'handled';
  limit?: number;
  offset?: number;
}

/**
 * The embedded database behind the inquiry API, the staff inbox and
 * `npm run inquiries`. Every method is synchronous (better-sqlite3): when
 * `add` returns, the row is committed. A change the files could not take (a
 * full disk, an unwritable file) throws an InquiryStoreError 'databaseUnwritable'
 * and keeps nothing of it.
 */
export interface InquiryStore extends StaffAccountStore, AccessLogStore {
  /** The database file's absolute path. */
  readonly file: string;
  add(inquiry: NewInquiry, now?: Date): StoredInquiry;
  get(id: number): StoredInquiry | undefined;
  /** The inquiry whose receipt token is `token`; undefined for any other text, deleted or never given alike. */
  getByReceipt(token: string): StoredInquiry | undefined;
  /** Newest first. */
  list(query?: InquiryListQuery): { items: StoredInquiry[]; total: number };
  /** `by` is the account marking it handled; handling again keeps the first time and account. */
  setHandled(id: number, handled: boolean, now?: Date, by?: string | null): boolean;
  /**
   * Removes one inquiry entirely, on a person's request (개인정보 보호법 제36조): the
   * connection runs with secure_delete, and a TRUNCATE checkpoint follows so the
   * text is overwritten in the database file and the WAL is emptied.
   * `alongside` (the access record) is written in the same commit as the deletion.
   */
  deleteInquiry(id: number, alongside?: () => void): InquiryDeletion;
  /** Replaces the internal memo (at most maxMemoLength characters); false when there is no such inquiry. */
  setMemo(id: number, memo: string, now?: Date): boolean;
  /** Deletes inquiries received more than `days` days before `now` (wiped like deleteInquiry); returns how many. */
  purgeOlderThan(days: number, now?: Date): number;
  /** Unsent inquiries whose next attempt is due, oldest first. */
  dueForMail(now: Date, limit: number): StoredInquiry[];
  markMailSent(id: number, now?: Date): void;
  markMailFailed(id: number, error: string, nextAttemptAt: Date, detail?: MailFailureDetail): void;
  /** Makes every unsent inquiry due now (for `npm run inquiries -- resend`); returns how many. */
  rescheduleUnsent(now?: Date): number;
  getSetting(key: string): string | undefined;
  setSetting(key: string, value: string): void;
  /** The salted hash stored in place of a client's address, so logs can name a client the same way. */
  hashClientAddress(address: string): string;
  /** Runs `change` as one commit: when the commit fails, nothing of it is kept. */
  transaction<T>(change: () => T): T;
  /** Whether the database still answers a query (the health check). */
  ping(): boolean;
  /**
   * Whether the last write committed (the health check). When nothing has written
   * for a few seconds, a small write of its own finds out, so a disk that filled
   * while nobody wrote, or one freed since the last failure, is seen.
   */
  canWrite(): boolean;
  /**
   * A consistent copy of the database at `target` (0600, replaced whole, never
   * half-written), safe while the server writes; resolves to how many inquiries it holds.
   */
  backup(target: string): Promise<number>;
  close(): void;
}
