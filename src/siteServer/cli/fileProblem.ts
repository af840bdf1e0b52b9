import { dirname } from 'node:path';
import { CliError } from './cliErrors';

/** A failed write of `path`, said in Korean with what to do; the system's code stays at the end for whoever looks further. */
export function fileProblem(error: unknown, path: string): CliError {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  const detail = error instanceof Error ? error.message : String(error);
  const problems: Record<string, [string, string]> = {
    ENOENT: [
      `${dirname(path)} 폴더가 없어서 ${path}에 쓰지 못했습니다.`,
      '폴더 이름을 확인하거나 먼저 폴더를 만드세요.',
    ],
    ENOTDIR: [`${path}의 경로 중간에 폴더가 아닌 파일이 있어 쓰지 못했습니다.`, '경로를 확인하세요.'],
    EACCES: [`${path}에 쓸 권한이 없습니다.`, '쓸 수 있는 폴더(예: 홈 폴더)를 적거나 폴더의 권한을 확인하세요.'],
    EPERM: [`${path}에 쓸 권한이 없습니다.`, '쓸 수 있는 폴더(예: 홈 폴더)를 적거나 폴더의 권한을 확인하세요.'],
    EROFS: [`${path}은(는) 읽기 전용 디스크에 있어 쓰지 못했습니다.`, '쓸 수 있는 다른 폴더를 적으세요.'],
    EISDIR: [`${path}은(는) 폴더입니다.`, '폴더 안의 파일 이름까지 적으세요. 예: 내보내기/inquiries.csv'],
    EEXIST: [
      `${path}이(가) 이미 있어서 쓰지 않았습니다.`,
      '다른 파일 이름을 적으세요. 이 파일을 새 내용으로 바꾸려면 --force를 붙이세요.',
    ],
    ENOSPC: [`디스크에 빈 공간이 없어 ${path}에 쓰지 못했습니다.`, '공간을 비운 뒤 다시 실행하세요.'],
  };
  const [message, hint] = problems[code] ?? [
    `${path}에 쓰지 못했습니다.`,
    '폴더가 있는지, 쓸 권한과 빈 공간이 있는지 확인하세요.',
  ];
  return new CliError('file-unwritable', message, `${hint}\n(기술 정보: ${detail})`);
}
