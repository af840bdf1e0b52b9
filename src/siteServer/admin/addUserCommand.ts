import { resolve } from 'node:path';

// Anything else (spaces, quotes, $) is single-quoted, so the shown command can be pasted as is.
const plainPath = /^[\w/.,:+@%-]+$/;

const shellWord = (text: string) => (plainPath.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`);

/**
 * The command that adds an account to the database at `dataDir`. DATA_DIR is left
 * out only when it is the data/ of the folder the server runs in, which is where
 * `npm run inquiries` looks when run in that same folder without it.
 */
export function addUserCommand(dataDir: string | undefined, projectRoot = process.cwd()): string {
  const command = 'npm run inquiries -- add-user 이름';
  if (dataDir === undefined || resolve(dataDir) === resolve(projectRoot, 'data')) return command;
  return `DATA_DIR=${shellWord(resolve(dataDir))} ${command}`;
}
