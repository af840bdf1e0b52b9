import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import type { InquiryStore } from '../storage/InquiryStore';
import { openInquiryStore } from '../storage/openInquiryStore';
import { CliError } from './cliErrors';
import type { CommandContext } from './Command';
import { confirm } from './confirm';

/** Who ran the command, as the access record names the command line. */
function cliAccount(): string {
  try {
    return `CLI:${userInfo().username}`;
  } catch {
    // A container may run as a user id with no name.
    return `CLI:${process.env.USER ?? process.getuid?.() ?? '알 수 없음'}`;
  }
}

/**
 * The database of one CLI run: opened at most once, and never created by a command
 * that only reads or changes what is there, so a wrong DATA_DIR cannot silently
 * start a second database beside the server's.
 */
export function databaseOpener(dataDir: string, file: string) {
  let opened: InquiryStore | undefined;
  let mayCreate = false;
  const missing = () => opened === undefined && !existsSync(file);

  const store = (): InquiryStore => {
    if (missing() && !mayCreate) throw new CliError('database-missing', { dataDir });
    return (opened ??= openInquiryStore(dataDir));
  };

  const context: Pick<CommandContext, 'store' | 'allowCreate' | 'recordAccess'> = {
    store,
    async allowCreate(create) {
      if (!missing()) return;
      if (!create && !process.stdin.isTTY) {
        throw new CliError('database-never-created', { dataDir });
      }
      if (!create && !(await confirm(`${dataDir}에 데이터베이스가 없습니다. 새로 만들까요? (y/N) `))) {
        throw new CliError('database-not-created', {});
      }
      mayCreate = true;
    },
    recordAccess(action, inquiryId = null, detail = null) {
      store().recordAccess({ account: cliAccount(), clientHash: null, action, inquiryId, detail });
    },
  };
  return { ...context, close: () => opened?.close() };
}
