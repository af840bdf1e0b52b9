import { fillMessage } from '../../messages/message';
import { MessageError } from '../../messages/messageError';
import { CLI_MESSAGES, type CliCode, type CliFacts } from './cliMessages';

export type { CliCode } from './cliMessages';

/** The arguments are wrong: the CLI prints the usage and exits with 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Something a person can fix went wrong: thrown by its code and facts, its words from CLI_MESSAGES; the CLI prints the message and the hint and exits with 1. */
export class CliError extends MessageError<CliCode> {
  override readonly name = 'CliError';

  constructor(...[code, params]: CliFacts) {
    super(fillMessage(CLI_MESSAGES, code, params, 'ko'));
  }
}
