import type { ToolLanguage } from '../../messages/toolLanguage';
import { countCell, type Completeness } from './completeness';

const HEADERS = {
  ko: { page: '페이지', path: '주소', total: (texts: number) => `전체 (글 ${texts}개)` },
  en: { page: 'page', path: 'address', total: (texts: number) => `all (${texts} texts)` },
} as const;

/** Hangul and other wide characters take two columns in a terminal. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const width = (text: string) => [...text].reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0);
const pad = (text: string, columns: number) => text + ' '.repeat(Math.max(0, columns - width(text)));

/** `npm run validate -- --translations`: per page and language, texts written / texts shown, and the whole site's. */
export function completenessTable(completeness: Completeness, lang: ToolLanguage): string[] {
  const headers = HEADERS[lang];
  const rows = [
    [headers.page, headers.path, ...completeness.languages.map(({ code, name }) => `${name} (${code})`)],
    ...completeness.pages.map((page) => [page.name, page.path, ...page.languages.map(countCell)]),
    [headers.total(completeness.total[0]?.total ?? 0), '', ...completeness.total.map(countCell)],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => width(row[column]!))));
  const line = (row: string[]) =>
    row
      .map((cell, column) => pad(cell, widths[column]!))
      .join('  ')
      .trimEnd();
  const rule = widths.map((columns) => '-'.repeat(columns)).join('  ');
  return [line(rows[0]!), rule, ...rows.slice(1, -1).map(line), rule, line(rows.at(-1)!)];
}
