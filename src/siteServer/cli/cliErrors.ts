/** The arguments are wrong: the CLI prints the usage and exits with 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Something a person can fix went wrong: the CLI prints the message and the hint and exits with 1. */
export class CliError extends Error {
  override readonly name = 'CliError';

  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}
