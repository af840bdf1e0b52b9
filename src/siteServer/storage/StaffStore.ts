import type { AccessAction } from './accessActions';

/** A named staff account; the password hash is only handed out by findAccount, for checking a login. */
export interface StaffAccount {
  id: number;
  name: string;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface StaffAccountSummary extends StaffAccount {
  /** Sessions not yet expired: browsers where this account is logged in. */
  activeSessions: number;
}

export interface NewAdminSession {
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  tokenHash: string;
  accountId: number;
  expiresAt: string;
}

export interface AdminSession {
  tokenHash: string;
  expiresAt: string;
  /** The name of the account logged in. */
  account: string;
}

/** Accounts and their sessions. Names are matched case-insensitively (see staffNameKey). */
export interface StaffAccountStore {
  /**
   * Adds an account and retires the shared password of older versions, if any, in one
   * transaction; undefined when the name is taken.
   */
  addAccount(name: string, passwordHash: string, now?: Date): StaffAccount | undefined;
  findAccount(name: string): (StaffAccount & { passwordHash: string }) | undefined;
  listAccounts(now?: Date): StaffAccountSummary[];
  countAccounts(): number;
  /** Replaces the password and ends the account's sessions at once; how many were active, or undefined for no such account. */
  setAccountPassword(name: string, passwordHash: string, now?: Date): number | undefined;
  /** Removes the account and its sessions at once; how many sessions were active, or undefined for no such account. */
  removeAccount(name: string, now?: Date): number | undefined;
  /**
   * Turns the shared password of older versions into the account `name` (same hash), and
   * removes it; undefined when there is no shared password or the name is taken.
   */
  claimSharedPassword(name: string, now?: Date): StaffAccount | undefined;
  /** Stores a session; a session starts only at a login, so this is also the account's last login. */
  saveSession(session: NewAdminSession, now?: Date): void;
  findSession(tokenHash: string, now?: Date): AdminSession | undefined;
  deleteSession(tokenHash: string): void;
}

export interface NewAccessEntry {
  /** An account name, `CLI:<os user>` for the command line, or unknownAccount for a failed login. */
  account: string;
  /** The salted hash of the client's address (as for inquiries); null for the command line. */
  clientHash: string | null;
  action: AccessAction;
  inquiryId?: number | null;
  /** A short fact such as a row count, never inquiry content or search text. */
  detail?: string | null;
}

export interface AccessEntry extends Required<NewAccessEntry> {
  id: number;
  at: string;
}

export interface AccessLogQuery {
  /** Newest first; 50 unless given. */
  limit?: number;
  account?: string;
  since?: Date;
}

/** The access record: appended by the inbox and the CLI, kept two years. */
export interface AccessLogStore {
  recordAccess(entry: NewAccessEntry, now?: Date): void;
  listAccess(query?: AccessLogQuery): AccessEntry[];
  /** Deletes entries older than accessLogKeptDays before `now`, which must not be in the future (the database refuses younger deletes); returns how many. */
  purgeAccessLog(now?: Date): number;
}
