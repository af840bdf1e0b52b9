import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import type { InquiryStore } from '../storage/InquiryStore';
import { openInquiryStore } from '../storage/openInquiryStore';
import { CliError } from './cliErrors';
import type { CommandContext } from './Command';
import { confirm } from './confirm';

const whereTheServerLooks =
  '서버가 쓰는 폴더를 DATA_DIR로 알려 주세요. 예: DATA_DIR=/srv/lab-site/data npm run inquiries -- users\n서버는 시작할 때 "문의 데이터베이스: …" 줄에 자기 파일을 적습니다.';

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
    if (missing() && !mayCreate)
      throw new CliError(
        'database-missing',
        `${dataDir}에 문의 데이터베이스가 없습니다. 아무것도 만들거나 바꾸지 않았습니다.`,
        whereTheServerLooks,
      );
    return (opened ??= openInquiryStore(dataDir));
  };

  const context: Pick<CommandContext, 'store' | 'allowCreate' | 'recordAccess'> = {
    store,
    async allowCreate(create) {
      if (!missing()) return;
      if (!create && !process.stdin.isTTY) {
        throw new CliError(
          'database-never-created',
          `${dataDir}에 데이터베이스가 없습니다. 서버가 한 번도 실행되지 않은 폴더라 새로 만들지 않았습니다.`,
          `${whereTheServerLooks}\n이 폴더에 새 데이터베이스를 만드는 것이 맞다면 --create를 붙여 다시 실행하세요.`,
        );
      }
      if (!create && !(await confirm(`${dataDir}에 데이터베이스가 없습니다. 새로 만들까요? (y/N) `))) {
        throw new CliError('database-not-created', '데이터베이스를 만들지 않았습니다.', whereTheServerLooks);
      }
      mayCreate = true;
    },
    recordAccess(action, inquiryId = null, detail = null) {
      store().recordAccess({ account: cliAccount(), clientHash: null, action, inquiryId, detail });
    },
  };
  return { ...context, close: () => opened?.close() };
}
