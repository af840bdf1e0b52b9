// `npm run inquiries -- <command>`: the inquiries the site's form stored, for staff
// at a terminal. `--help` lists the commands. Exit code 0: done, 1: failed, 2: wrong arguments.
import { join, resolve } from 'node:path';
import { currentReleaseOf, releaseLayout } from '../release/releaseLayout';
import { inquiryDatabaseFile } from '../storage/openInquiryStore';
import { MessageError, printedMessage } from '../../messages/messageError';
import { addUser, removeUser, setPassword } from './accountCommands';
import { accessLog, users } from './accountReports';
import { backup } from './backupCommand';
import { UsageError } from './cliErrors';
import type { Command } from './Command';
import { deleteInquiry } from './deleteCommand';
import { databaseOpener } from './databaseOpener';
import { purge, resend } from './maintenanceCommands';
import { exportCsv, list, show } from './readCommands';
import { usage } from './usage';

const commands = new Map<string, Command>([
  ['list', list],
  ['show', show],
  ['export', exportCsv],
  ['purge', purge],
  ['resend', resend],
  ['backup', backup],
  ['delete', deleteInquiry],
  ['add-user', addUser],
  ['set-password', setPassword],
  ['remove-user', removeUser],
  ['users', users],
  ['access-log', accessLog],
]);

// npm runs scripts in the project folder, where `npm start` finds data/ and the releases too
// (this file also runs bundled, from a release folder, so its own location says nothing).
const projectRoot = process.cwd();
const dataDir = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : join(projectRoot, 'data');
const databaseFile = join(dataDir, inquiryDatabaseFile);

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === '--help' || name === '-h' || name === 'help' || args.includes('--help')) {
    console.log(usage);
    return 0;
  }
  const database = databaseOpener(dataDir, databaseFile);
  try {
    const command = name === undefined ? undefined : commands.get(name);
    if (!command) throw new UsageError(name === undefined ? '명령을 적으세요.' : `알 수 없는 명령입니다: ${name}`);
    // First and on stderr, so a password is never set on the wrong database unnoticed and piped output stays clean.
    console.error(`데이터베이스: ${databaseFile}`);
    await command({
      args,
      ...database,
      // The manifest the current release was built from, as the server runs it: after a rollback, the older one.
      manifestFile: (option) =>
        option ? resolve(option) : join(currentReleaseOf(join(projectRoot, 'dist')), releaseLayout.data),
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof MessageError) {
      console.error(printedMessage(error));
      return 1;
    }
    console.error(
      `예상하지 못한 오류로 명령을 끝내지 못했습니다. 아래 내용을 서버 관리자에게 알려 주세요.\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return 1;
  } finally {
    database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
