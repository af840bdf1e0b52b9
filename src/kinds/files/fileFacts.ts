import type { DownloadType } from './downloadTypes';

// Korean, Japanese and Chinese write a unit against its number and set facts apart with a middle dot
// ("PDF · 182KB"); the other languages with a space and a comma ("PDF, 182 KB").
const CLOSE_SET = new Set(['ko', 'ja', 'zh']);

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file's size as people read it: whole kilobytes, megabytes to one decimal, in the language's digits. */
function sizeText(bytes: number, language: string): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: unit >= 2 ? 1 : 0 }).format(
    unit === 1 ? Math.max(1, Math.round(size)) : size,
  );
  return `${number}${CLOSE_SET.has(language.split('-')[0]!) ? '' : ' '}${UNITS[unit]}`;
}

/** What a download link says after its name: the file's type, and its size where the build has read it. */
export function fileFacts(type: DownloadType, bytes: number | undefined, language: string): string {
  if (bytes === undefined) return type.name;
  const separator = CLOSE_SET.has(language.split('-')[0]!) ? ' · ' : ', ';
  return `${type.name}${separator}${sizeText(bytes, language)}`;
}
