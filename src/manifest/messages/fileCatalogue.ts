import type { ProblemCatalogue } from './reader';
import type { ToolLanguage } from '../../messages/toolLanguage';
import type { NoParams } from '../../messages/message';

export interface FileParams {
  /** `reason` is the system's error code (ENOENT, EISDIR, …); `path` the absolute path tried. */
  unreadable: { reason: string; path: string };
  /** Saved as UTF-16 (Notepad's "UTF-16 LE"/"UTF-16 BE"), with or without a byte-order mark. */
  'utf16-encoding': { byteOrder: 'LE' | 'BE' };
  /** Saved as EUC-KR/CP949 (Notepad's "ANSI" on Korean Windows); placed at the first Korean character. */
  'legacy-korean-encoding': NoParams;
  /** A byte that is not UTF-8 and not Korean in EUC-KR either; `byte` as written, e.g. "0xC3". */
  'invalid-utf8': { byte: string };
}

/** How to save as UTF-8 in the two editors the lab uses. */
export const SAVE_AS_UTF8: Record<ToolLanguage, string> = {
  ko: '메모장: 파일 → 다른 이름으로 저장 → 인코딩: UTF-8 → 저장. VS Code: 오른쪽 아래의 인코딩 표시를 누르고 → 인코딩하여 저장 → UTF-8.',
  en: 'Notepad: File → Save As → Encoding: UTF-8 → Save. VS Code: click the encoding in the bottom-right corner → Save with Encoding → UTF-8.',
};

const REASONS: Record<ToolLanguage, Record<string, string>> = {
  ko: {
    ENOENT: '파일을 찾을 수 없습니다.',
    EISDIR: '파일이 아니라 폴더입니다.',
    EACCES: '파일을 읽을 권한이 없습니다.',
  },
  en: {
    ENOENT: 'The file does not exist.',
    EISDIR: 'This is a folder, not a file.',
    EACCES: 'There is no permission to read the file.',
  },
};

export const FILE_TEMPLATES: ProblemCatalogue<FileParams> = {
  unreadable: {
    ko: ({ reason, path }) => ({
      message: REASONS.ko[reason] ?? `파일을 읽을 수 없습니다(${reason}).`,
      hint: `경로를 확인하세요: ${path}`,
    }),
    en: ({ reason, path }) => ({
      message: REASONS.en[reason] ?? `The file cannot be read (${reason}).`,
      hint: `Check the path: ${path}`,
    }),
  },
  'utf16-encoding': {
    ko: ({ byteOrder }) => ({
      message: `파일이 UTF-16(메모장의 'UTF-16 ${byteOrder}')으로 저장되어 있습니다. site.json은 UTF-8로 저장해야 합니다.`,
      hint: `UTF-8로 다시 저장하세요. ${SAVE_AS_UTF8.ko}`,
    }),
    en: ({ byteOrder }) => ({
      message: `The file is saved as UTF-16 (Notepad's 'UTF-16 ${byteOrder}'); site.json must be saved as UTF-8.`,
      hint: `Save it again as UTF-8. ${SAVE_AS_UTF8.en}`,
    }),
  },
  'legacy-korean-encoding': {
    ko: () => ({
      message:
        "파일이 UTF-8이 아니라 EUC-KR(CP949, 메모장의 'ANSI')로 저장되어 있습니다. 이대로 게시하면 한글이 깨집니다.",
      hint: `UTF-8로 다시 저장하세요. ${SAVE_AS_UTF8.ko}`,
    }),
    en: () => ({
      message:
        "The file is saved as EUC-KR (CP949, Notepad's 'ANSI') instead of UTF-8; published as it is, its Korean text would be garbled.",
      hint: `Save it again as UTF-8. ${SAVE_AS_UTF8.en}`,
    }),
  },
  'invalid-utf8': {
    ko: ({ byte }) => ({
      message: `UTF-8로 읽을 수 없는 바이트(${byte})가 있습니다. 이 자리의 글자가 깨져 있습니다.`,
      hint: `이 자리의 글자를 지우고 다시 입력한 뒤 UTF-8로 저장하세요. ${SAVE_AS_UTF8.ko}`,
    }),
    en: ({ byte }) => ({
      message: `A byte that is not UTF-8 (${byte}): the character here is broken.`,
      hint: `Delete the character here, type it again and save as UTF-8. ${SAVE_AS_UTF8.en}`,
    }),
  },
};

/** `npm run validate --lang en` without the `--`: what npm did and the command that works. */
export const OPTION_TAKEN_BY_NPM: Record<
  ToolLanguage,
  (taken: { option: string; value: string; command: string }) => { message: string; hint: string }
> = {
  ko: ({ option, value, command }) => ({
    message: `'${value}'은(는) 파일이 아니라 ${option} 옵션의 값으로 보입니다. npm run validate 뒤에 --를 빼고 쓴 옵션(${option})은 npm이 가져가고, 값 '${value}'만 파일 이름으로 넘어옵니다.`,
    hint: `npm run으로 옵션을 넘기려면 옵션 앞에 --를 한 번 더 쓰세요: ${command}`,
  }),
  en: ({ option, value, command }) => ({
    message: `'${value}' is not a file but looks like the value of ${option}: npm keeps an option written after npm run validate without a --, and passes only '${value}', as a file name.`,
    hint: `To pass options through npm run, put -- before them: ${command}`,
  }),
};

/** The closing line of a report. */
export const SUMMARY: Record<ToolLanguage, (file: string, problems: number) => string> = {
  ko: (file, problems) => (problems === 0 ? `${file}: 문제가 없습니다.` : `${file}: 문제 ${problems}개를 찾았습니다.`),
  en: (file, problems) =>
    problems === 0 ? `${file}: no problems found.` : `${file}: found ${problems} problem${problems === 1 ? '' : 's'}.`,
};
