import { describe, expect, it } from 'vitest';
import { fileProblem } from '../../../src/siteServer/cli/fileProblem';

const failure = (code: string) => Object.assign(new Error(`${code}: open '/srv/out.csv'`), { code });

describe('fileProblem', () => {
  it('says in Korean what kept the file from being written and what to do, keeping the detail', () => {
    const denied = fileProblem(failure('EACCES'), '/srv/out.csv');
    expect(denied.message).toBe('/srv/out.csv에 쓸 권한이 없습니다.');
    expect(denied.hint).toBe(
      "쓸 수 있는 폴더(예: 홈 폴더)를 적거나 폴더의 권한을 확인하세요.\n(기술 정보: EACCES: open '/srv/out.csv')",
    );
    expect(fileProblem(failure('ENOSPC'), '/srv/out.csv').message).toBe(
      '디스크에 빈 공간이 없어 /srv/out.csv에 쓰지 못했습니다.',
    );
    expect(fileProblem(failure('EROFS'), '/srv/out.csv').message).toContain('읽기 전용');
    expect(fileProblem(new Error('odd'), '/srv/out.csv').message).toBe('/srv/out.csv에 쓰지 못했습니다.');
  });
});
