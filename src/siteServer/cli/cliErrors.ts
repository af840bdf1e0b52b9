import { MessageError } from '../../messages/messageError';

/** The arguments are wrong: the CLI prints the usage and exits with 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Every failure of the inquiries CLI a person can fix, by a stable code (tests and scripts match on it). */
export type CliCode =
  | 'account-created-meanwhile'
  | 'account-exists'
  | 'account-name-invalid'
  | 'account-not-claimable'
  | 'account-not-found'
  | 'account-removal-declined'
  | 'account-removal-unconfirmable'
  | 'account-removed-meanwhile'
  | 'backup-exists'
  | 'backup-failed'
  | 'backup-is-database'
  | 'database-missing'
  | 'database-never-created'
  | 'database-not-created'
  | 'deletion-unconfirmable'
  | 'file-unwritable'
  | 'inquiry-deleted-meanwhile'
  | 'inquiry-not-found'
  | 'mail-not-sent'
  | 'manifest-not-json'
  | 'manifest-unreadable'
  | 'password-cancelled'
  | 'password-too-short'
  | 'password-unreadable'
  | 'passwords-differ'
  | 'recipient-missing'
  | 'retention-missing'
  | 'smtp-missing';

/** Something a person can fix went wrong: the CLI prints the message and the hint and exits with 1. */
export class CliError extends MessageError<CliCode> {
  override readonly name = 'CliError';

  constructor(code: CliCode, message: string, hint?: string) {
    super({ code, message, ...(hint !== undefined && { hint }) });
  }
}
