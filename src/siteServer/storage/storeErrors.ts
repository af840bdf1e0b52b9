import { fillMessage, type Catalogue, type HintedWords } from '../../messages/message';
import { MessageError } from '../../messages/messageError';

interface StoreParams {
  databaseTooNew: { file: string; found: number; known: number };
  databaseEmpty: { file: string };
  databaseNotSqlite: { file: string };
  databaseDamaged: { file: string; problem: string };
  /** `detail` is SQLite's code (or the error's name) and message. */
  databaseUnwritable: { file: string; detail: string };
}

type StoreCode = keyof StoreParams;

/** What can be wrong with the database file, for the server's operator (Korean), with what to do. */
export const STORE_MESSAGES: Catalogue<StoreParams, 'ko', HintedWords> = {
  databaseTooNew: {
    ko: ({ file, found, known }) => ({
      message: `문의 데이터베이스 ${file}의 스키마 버전(${found})이 이 프로그램이 아는 버전(${known})보다 새롭습니다.`,
      hint: '이 파일을 만든 더 새로운 버전의 프로그램으로 실행하세요. 파일을 지우거나 고치지 마세요. 접수된 문의가 들어 있습니다.',
    }),
  },
  databaseEmpty: {
    ko: ({ file }) => ({
      message: `문의 데이터베이스 ${file}이(가) 비어 있습니다(0바이트). 문의도 문의함 비밀번호도 없는 파일이라 새 데이터베이스로 바꾸지 않고 멈췄습니다.`,
      hint: `${restoreFromBackup(file)}\n처음 설치하는 중이라 지킬 문의가 없다면 이 빈 파일을 지우고 다시 시작하세요. 새 데이터베이스를 만듭니다.`,
    }),
  },
  databaseNotSqlite: {
    ko: ({ file }) => ({
      message: `문의 데이터베이스 ${file}이(가) SQLite 데이터베이스 파일이 아닙니다(파일 첫머리가 "SQLite format 3"이 아닙니다). 다른 파일로 덮어쓰였거나 손상되었습니다.`,
      hint: restoreFromBackup(file),
    }),
  },
  databaseDamaged: {
    ko: ({ file, problem }) => ({
      message: `문의 데이터베이스 ${file}이(가) 손상되었습니다. SQLite 검사(PRAGMA quick_check) 결과: ${problem}`,
      hint: restoreFromBackup(file),
    }),
  },
  databaseUnwritable: {
    ko: ({ file, detail }) => ({
      message: `문의 데이터베이스 ${file}에 기록하지 못했습니다(${detail}). 이 변경은 저장되지 않았습니다.`,
      hint: [
        '디스크가 가득 찼는지(df -h), 데이터 폴더와 파일에 쓸 수 있는지(ls -l, lsattr), 다른 프로그램이 데이터베이스를 오래 잠그고 있지 않은지 확인하세요.',
        '고치면 서버를 다시 시작하지 않아도 다음 기록부터 다시 저장됩니다. 그동안 /healthz는 503으로 답합니다.',
      ].join('\n'),
    }),
  },
};

/** An error a person can cause with the database file, with what to do about it. */
export class InquiryStoreError extends MessageError<StoreCode> {
  override readonly name = 'InquiryStoreError';
}

const storeError = <Code extends StoreCode>(code: Code, params: StoreParams[Code], options?: ErrorOptions) =>
  new InquiryStoreError(fillMessage(STORE_MESSAGES, code, params, 'ko'), options);

export const databaseTooNew = (file: string, found: number, known: number): InquiryStoreError =>
  storeError('databaseTooNew', { file, found, known });

export const databaseEmpty = (file: string): InquiryStoreError => storeError('databaseEmpty', { file });

export const databaseNotSqlite = (file: string): InquiryStoreError => storeError('databaseNotSqlite', { file });

export const databaseDamaged = (file: string, problem: string): InquiryStoreError =>
  storeError('databaseDamaged', { file, problem });

/**
 * A write SQLite could not commit: a full disk, a file or folder that cannot be
 * written, another program holding the lock past the busy timeout. Nothing of
 * the change was kept; `cause` is SQLite's own error, for the log.
 */
export const databaseUnwritable = (file: string, cause: Error & { code?: string }): InquiryStoreError =>
  storeError('databaseUnwritable', { file, detail: `${cause.code ?? cause.name}: ${cause.message}` }, { cause });

function restoreFromBackup(file: string): string {
  return [
    '파일은 건드리지 않고 그대로 두었습니다. 백업에서 되살리려면:',
    `1) 서버를 끕니다. 2) 이 파일과 옆의 ${file}-wal, ${file}-shm 파일을 다른 폴더로 옮겨 둡니다(지우지 말고 보관하세요).`,
    `3) 백업 파일을 ${file}(으)로 복사합니다. 4) 서버를 다시 시작합니다.`,
    '백업은 npm run inquiries -- backup FILE로 만듭니다. 자세한 방법은 docs/deploy.md에 있습니다.',
  ].join('\n');
}
