import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ManifestProblem } from './ManifestProblem';

const REASONS: Record<string, string> = {
  ENOENT: '파일을 찾을 수 없습니다.',
  EISDIR: '파일이 아니라 폴더입니다.',
  EACCES: '파일을 읽을 권한이 없습니다.',
};

/** The file's text, or the problem that kept us from reading it. */
export async function readManifestFile(file: string): Promise<{ text: string } | { problem: ManifestProblem }> {
  try {
    return { text: await readFile(file, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    return {
      problem: {
        code: 'unreadable',
        pointer: '',
        line: 1,
        column: 1,
        message: REASONS[code] ?? `파일을 읽을 수 없습니다(${code || String(error)}).`,
        hint: `경로를 확인하세요: ${resolve(file)}`,
      },
    };
  }
}
