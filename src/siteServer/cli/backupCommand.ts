import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { companionFiles } from '../storage/databaseFile';
import { CliError } from './cliErrors';
import type { Command } from './Command';
import { commandArgs } from './commandArgs';
import { writeFailure } from './fileProblem';

export const backup: Command = async ({ args, store }) => {
  const { values, positionals } = commandArgs(args, { force: { type: 'boolean' } }, 1);
  // npm runs scripts in the project folder; INIT_CWD is the folder the person typed the command in.
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] ?? '');
  if (!values.force && existsSync(target)) {
    throw new CliError('backup-exists', { target });
  }
  const opened = store();
  const { file } = opened;
  // --force on the live file would rename the copy over it while the server keeps writing to the old one.
  if ([file, ...companionFiles(file)].includes(target)) {
    throw new CliError('backup-is-database', { target });
  }
  let inquiries: number;
  try {
    inquiries = await opened.backup(target);
  } catch (error) {
    throw new CliError('backup-failed', writeFailure(error, target));
  }
  console.log(
    `문의 데이터베이스 ${file}을(를) ${target}에 백업했습니다. 백업에는 문의 ${inquiries}건이 들어 있습니다.`,
  );
};
