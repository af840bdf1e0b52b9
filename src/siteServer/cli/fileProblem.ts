import { CliError } from './cliErrors';

/** The facts of a failed write of `path`: the system's code picks the words, its own message stays as the detail. */
export function writeFailure(error: unknown, path: string) {
  return {
    path,
    errno: error instanceof Error && 'code' in error ? String(error.code) : '',
    detail: error instanceof Error ? error.message : String(error),
  };
}

/** A failed write of `path`, said in Korean with what to do; the system's code stays at the end for whoever looks further. */
export const fileProblem = (error: unknown, path: string): CliError =>
  new CliError('file-unwritable', writeFailure(error, path));
