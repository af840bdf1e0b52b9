import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { companionFiles } from '../storage/databaseFile';
import { CliError } from './cliErrors';
import type { Command } from './Command';
import { commandArgs } from './commandArgs';
import { fileProblem } from './fileProblem';

export const backup: Command = async ({ args, store }) => {
  const { values, positionals } = commandArgs(args, { force: { type: 'boolean' } }, 1);
  // npm runs scripts in the project folder; INIT_CWD is the folder the person typed the command in.
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] ?? '');
  if (!values.force && existsSync(target)) {
    throw new CliError(
      'backup-exists',
      `${target}이(가) 이미 있어서 백업하지 않았습니다.`,
      '다른 파일 이름을 적으세요. 이 파일을 새 백업으로 바꾸려면 --force를 붙이세요.',
    );
  }
  const opened = store();
  const { file } = opened;
  // --force on the live file would rename the copy over it while the server keeps writing to the old one.
  if ([file, ...companionFiles(file)].includes(target)) {
    throw new CliError(
      'backup-is-database',
      `${target}은(는) 백업할 데이터베이스 파일 자체입니다.`,
      '백업 파일은 다른 곳에 두세요. 예: npm run inquiries -- backup /var/backups/lab-site/inquiries.sqlite',
    );
  }
  let inquiries: number;
  try {
    inquiries = await opened.backup(target);
  } catch (error) {
    const problem = fileProblem(error, target);
    throw new CliError('backup-failed', problem.message, `${problem.hint}\n데이터베이스는 바뀌지 않았습니다.`);
  }
  console.log(
    `문의 데이터베이스 ${file}을(를) ${target}에 백업했습니다. 백업에는 문의 ${inquiries}건이 들어 있습니다.`,
  );
};
