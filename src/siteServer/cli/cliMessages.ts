import { dirname } from 'node:path';
import type { Catalogue, NoParams, Words } from '../../messages/message';

/** A failed write: the file, the system's error code (EACCES, …; empty when none) and its own words for the detail. */
interface WriteFailure {
  path: string;
  errno: string;
  detail: string;
}

interface CliParams {
  'account-created-meanwhile': { name: string };
  'account-exists': { name: string };
  'account-name-invalid': { typed: string; rule: string };
  /** `exists`: the account is there already, rather than the shared password missing. */
  'account-not-claimable': { name: string; exists: boolean };
  'account-not-found': { name: string };
  'account-removal-declined': NoParams;
  'account-removal-unconfirmable': { name: string };
  'account-removed-meanwhile': { name: string };
  'backup-exists': { target: string };
  'backup-failed': WriteFailure;
  'backup-is-database': { target: string };
  'database-missing': { dataDir: string };
  'database-never-created': { dataDir: string };
  'database-not-created': NoParams;
  'deletion-unconfirmable': { id: number };
  'file-unwritable': WriteFailure;
  'inquiry-deleted-meanwhile': { id: number };
  /** `mayBeGone`: said where the number may have been deleted (the delete command), so the hint says so. */
  'inquiry-not-found': { id: number; mayBeGone: boolean };
  'mail-not-sent': { failed: number };
  'manifest-not-json': { file: string; reason: string };
  'manifest-unreadable': { file: string; errno: string };
  'password-cancelled': NoParams;
  'password-too-short': { length: number; minimum: number };
  /** `command` completes the example, e.g. "add-user 김연구". */
  'password-unreadable': { command: string };
  'passwords-differ': NoParams;
  'recipient-missing': { file: string };
  'retention-missing': { file: string };
  'smtp-missing': NoParams;
}

/** Every failure of the inquiries CLI a person can fix, by a stable code (tests and scripts match on it). */
export type CliCode = keyof CliParams;

/** A code with the facts its words need: what a CliError is thrown with. */
export type CliFacts = { [Code in CliCode]: [code: Code, params: CliParams[Code]] }[CliCode];

const whereTheServerLooks =
  '서버가 쓰는 폴더를 DATA_DIR로 알려 주세요. 예: DATA_DIR=/srv/lab-site/data npm run inquiries -- users\n서버는 시작할 때 "문의 데이터베이스: …" 줄에 자기 파일을 적습니다.';

const noPermission = (path: string): Required<Words> => ({
  message: `${path}에 쓸 권한이 없습니다.`,
  hint: '쓸 수 있는 폴더(예: 홈 폴더)를 적거나 폴더의 권한을 확인하세요.',
});

/** Why `path` could not be written, by the system's code, with what to do. */
function unwritable({ path, errno }: WriteFailure): Required<Words> {
  switch (errno) {
    case 'ENOENT':
      return {
        message: `${dirname(path)} 폴더가 없어서 ${path}에 쓰지 못했습니다.`,
        hint: '폴더 이름을 확인하거나 먼저 폴더를 만드세요.',
      };
    case 'ENOTDIR':
      return { message: `${path}의 경로 중간에 폴더가 아닌 파일이 있어 쓰지 못했습니다.`, hint: '경로를 확인하세요.' };
    case 'EACCES':
    case 'EPERM':
      return noPermission(path);
    case 'EROFS':
      return {
        message: `${path}은(는) 읽기 전용 디스크에 있어 쓰지 못했습니다.`,
        hint: '쓸 수 있는 다른 폴더를 적으세요.',
      };
    case 'EISDIR':
      return {
        message: `${path}은(는) 폴더입니다.`,
        hint: '폴더 안의 파일 이름까지 적으세요. 예: 내보내기/inquiries.csv',
      };
    case 'EEXIST':
      return {
        message: `${path}이(가) 이미 있어서 쓰지 않았습니다.`,
        hint: '다른 파일 이름을 적으세요. 이 파일을 새 내용으로 바꾸려면 --force를 붙이세요.',
      };
    case 'ENOSPC':
      return { message: `디스크에 빈 공간이 없어 ${path}에 쓰지 못했습니다.`, hint: '공간을 비운 뒤 다시 실행하세요.' };
    default:
      return { message: `${path}에 쓰지 못했습니다.`, hint: '폴더가 있는지, 쓸 권한과 빈 공간이 있는지 확인하세요.' };
  }
}

/** The words of the inquiries CLI's failures, in Korean for staff: it prints the message, then the hint on its own lines. */
export const CLI_MESSAGES: Catalogue<CliParams, 'ko'> = {
  'account-created-meanwhile': {
    ko: ({ name }) => ({
      message: `"${name}" 계정이 이미 있습니다.`,
      hint: '방금 다른 곳에서 같은 이름의 계정을 만들었습니다. npm run inquiries -- users로 확인하세요.',
    }),
  },
  'account-exists': {
    ko: ({ name }) => ({
      message: `"${name}" 계정이 이미 있습니다.`,
      hint: `비밀번호를 바꾸려면 npm run inquiries -- set-password ${name}을(를) 실행하세요.`,
    }),
  },
  'account-name-invalid': {
    ko: ({ typed, rule }) => ({ message: `쓸 수 없는 계정 이름입니다: ${typed}`, hint: `${rule} 예: 김연구, kim.lab` }),
  },
  'account-not-claimable': {
    ko: ({ name, exists }) => ({
      message: exists
        ? `"${name}" 계정이 이미 있습니다.`
        : '이 데이터베이스에는 예전 공용 비밀번호가 없어 바꿀 것이 없습니다.',
      hint: '--from-shared-password 없이 실행해 새 비밀번호를 정하세요.',
    }),
  },
  'account-not-found': {
    ko: ({ name }) => ({
      message: `"${name}" 계정이 없습니다.`,
      hint: '계정 목록은 npm run inquiries -- users로 보고, 새 계정은 npm run inquiries -- add-user 이름으로 만드세요.',
    }),
  },
  'account-removal-declined': { ko: () => ({ message: '계정을 지우지 않았습니다.' }) },
  'account-removal-unconfirmable': {
    ko: ({ name }) => ({
      message: `"${name}" 계정을 지우지 않았습니다. 확인할 터미널이 없습니다.`,
      hint: '스크립트에서 확인 없이 지우려면 --yes를 붙이세요.',
    }),
  },
  'account-removed-meanwhile': {
    ko: ({ name }) => ({
      message: `"${name}" 계정이 없습니다.`,
      hint: '비밀번호를 입력하는 동안 다른 곳에서 계정을 지웠습니다.',
    }),
  },
  'backup-exists': {
    ko: ({ target }) => ({
      message: `${target}이(가) 이미 있어서 백업하지 않았습니다.`,
      hint: '다른 파일 이름을 적으세요. 이 파일을 새 백업으로 바꾸려면 --force를 붙이세요.',
    }),
  },
  'backup-failed': {
    ko: (failure) => {
      const { message, hint } = unwritable(failure);
      return { message, hint: `${hint}\n(기술 정보: ${failure.detail})\n데이터베이스는 바뀌지 않았습니다.` };
    },
  },
  'backup-is-database': {
    ko: ({ target }) => ({
      message: `${target}은(는) 백업할 데이터베이스 파일 자체입니다.`,
      hint: '백업 파일은 다른 곳에 두세요. 예: npm run inquiries -- backup /var/backups/lab-site/inquiries.sqlite',
    }),
  },
  'database-missing': {
    ko: ({ dataDir }) => ({
      message: `${dataDir}에 문의 데이터베이스가 없습니다. 아무것도 만들거나 바꾸지 않았습니다.`,
      hint: whereTheServerLooks,
    }),
  },
  'database-never-created': {
    ko: ({ dataDir }) => ({
      message: `${dataDir}에 데이터베이스가 없습니다. 서버가 한 번도 실행되지 않은 폴더라 새로 만들지 않았습니다.`,
      hint: `${whereTheServerLooks}\n이 폴더에 새 데이터베이스를 만드는 것이 맞다면 --create를 붙여 다시 실행하세요.`,
    }),
  },
  'database-not-created': {
    ko: () => ({ message: '데이터베이스를 만들지 않았습니다.', hint: whereTheServerLooks }),
  },
  'deletion-unconfirmable': {
    ko: ({ id }) => ({
      message: '확인을 물을 수 있는 터미널이 아니어서 지우지 않았습니다.',
      hint: `스크립트에서 지우려면 --yes를 붙이세요. 예: npm run inquiries -- delete ${id} --yes`,
    }),
  },
  'file-unwritable': {
    ko: (failure) => {
      const { message, hint } = unwritable(failure);
      return { message, hint: `${hint}\n(기술 정보: ${failure.detail})` };
    },
  },
  'inquiry-deleted-meanwhile': { ko: ({ id }) => ({ message: `문의 ${id}번은 그사이 다른 곳에서 지워졌습니다.` }) },
  'inquiry-not-found': {
    ko: ({ id, mayBeGone }) => ({
      message: `문의 ${id}번이 없습니다.`,
      hint: mayBeGone
        ? '번호는 npm run inquiries -- list로 확인하세요. 이미 지웠거나 보관 기간이 지나 지워졌을 수 있습니다.'
        : '번호는 npm run inquiries -- list로 확인하세요.',
    }),
  },
  'mail-not-sent': {
    ko: ({ failed }) => ({
      message: `문의 ${failed}건을 메일로 보내지 못했습니다.`,
      hint: 'SMTP_URL과 메일 서버 상태를 확인하세요. 실패한 문의는 지워지지 않고 나중에 다시 보냅니다.',
    }),
  },
  'manifest-not-json': {
    ko: ({ file, reason }) => ({
      message: `${file}이(가) 올바른 JSON이 아닙니다: ${reason}`,
      hint: 'npm run validate로 어디가 틀렸는지 확인하세요.',
    }),
  },
  'manifest-unreadable': {
    ko: ({ file, errno }) => ({
      message: `${file}을(를) 읽을 수 없습니다(${errno}).`,
      hint: '빌드한 릴리스가 있는 프로젝트 폴더에서 실행하거나(docs/deploy.md), --manifest FILE로 site.json을 지정하세요.',
    }),
  },
  'password-cancelled': { ko: () => ({ message: '비밀번호 설정을 취소했습니다.' }) },
  'password-too-short': {
    ko: ({ length, minimum }) => ({
      message: `비밀번호가 너무 짧습니다(${length}자).`,
      hint: `${minimum}자 이상으로 정하세요. 여러 낱말을 이은 문장이 외우기 쉽고 안전합니다.`,
    }),
  },
  'password-unreadable': {
    ko: ({ command }) => ({
      message: '표준 입력에서 비밀번호를 읽지 못했습니다.',
      hint: `예: echo "새 비밀번호" | npm run inquiries -- ${command}`,
    }),
  },
  'passwords-differ': {
    ko: () => ({
      message: '두 번 입력한 비밀번호가 다릅니다.',
      hint: '다시 실행해서 같은 비밀번호를 두 번 입력하세요.',
    }),
  },
  'recipient-missing': {
    ko: ({ file }) => ({
      message: `${file}에 inquiryForm.mailRecipient가 없어서 메일을 보내지 않았습니다.`,
      hint: 'inquiryForm에 "mailRecipient": "lab@example.com"처럼 문의를 받을 주소를 적으세요.',
    }),
  },
  'retention-missing': {
    ko: ({ file }) => ({
      message: `${file}에 inquiryForm.retentionDays가 없습니다.`,
      hint: 'inquiryForm에 "retentionDays": 365처럼 문의를 보관할 날 수를 적으세요.',
    }),
  },
  'smtp-missing': {
    ko: () => ({
      message: 'SMTP_URL 환경 변수가 없어서 여기서는 메일을 보내지 않았습니다.',
      hint: 'SMTP_URL=smtps://user:pass@smtp.example.com npm run inquiries -- resend 처럼 실행하세요. SMTP_URL을 설정하고 실행 중인 서버가 있으면 30초 안에 그 서버가 보냅니다.',
    }),
  },
};
