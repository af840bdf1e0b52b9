import type { Catalogue, Lang } from './Lang';

export interface FileParams {
  /** `reason` is the system's error code (ENOENT, EISDIR, …); `path` the absolute path tried. */
  unreadable: { reason: string; path: string };
}

const REASONS: Record<Lang, Record<string, string>> = {
  ko: { ENOENT: '파일을 찾을 수 없습니다.', EISDIR: '파일이 아니라 폴더입니다.', EACCES: '파일을 읽을 권한이 없습니다.' },
  en: { ENOENT: 'The file does not exist.', EISDIR: 'This is a folder, not a file.', EACCES: 'There is no permission to read the file.' },
};

export const FILE_TEMPLATES: Catalogue<FileParams> = {
  unreadable: {
    ko: ({ reason, path }) => ({ message: REASONS.ko[reason] ?? `파일을 읽을 수 없습니다(${reason}).`, hint: `경로를 확인하세요: ${path}` }),
    en: ({ reason, path }) => ({ message: REASONS.en[reason] ?? `The file cannot be read (${reason}).`, hint: `Check the path: ${path}` }),
  },
};

/** The closing line of a report. */
export const SUMMARY: Record<Lang, (file: string, problems: number) => string> = {
  ko: (file, problems) => (problems === 0 ? `${file}: 문제가 없습니다.` : `${file}: 문제 ${problems}개를 찾았습니다.`),
  en: (file, problems) => (problems === 0 ? `${file}: no problems found.` : `${file}: found ${problems} problem${problems === 1 ? '' : 's'}.`),
};
