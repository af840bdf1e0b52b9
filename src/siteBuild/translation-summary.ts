import { countCell, isComplete, type Completeness } from '../manifest';
import { pathInLanguage } from '../manifest/language/languagePaths';

const pad = (text: string, width: number) => text.padEnd(width);

/** The summary stays a few lines; the full table is `npm run validate -- --translations`. */
const LISTED_PAGES = 12;

/**
 * The build's word on translations: one line when every page is complete in
 * every language; for a language still in progress, its figures and the pages
 * that show default-language text in its place (npm run validate says where).
 */
export function translationSummaryLines(completeness: Completeness): string[] {
  const { languages, pages, total } = completeness;
  if (languages.length < 2) return [];
  if (total.every(isComplete) && pages.every((page) => page.languages.every(isComplete))) {
    return [
      `  번역: 모든 페이지가 모든 언어(${languages.map((language) => language.name).join(', ')})로 완성되어 있습니다.`,
    ];
  }
  return languages.flatMap((language, index) => {
    if (!language.inProgress) return [];
    const incomplete = pages.filter((page) => !isComplete(page.languages[index]!));
    const listed = incomplete.slice(0, LISTED_PAGES);
    const paths = listed.map((page) => pathInLanguage(page.path, language, languages));
    const cells = listed.map((page) => countCell(page.languages[index]!));
    const width = Math.max(0, ...paths.map((path) => path.length));
    const cellWidth = Math.max(0, ...cells.map((cell) => cell.length));
    return [
      `  번역 중 ${language.name}(${language.code}): 페이지 ${pages.length}개 중 ${pages.length - incomplete.length}개 완성, 전체 글 ${countCell(total[index]!)}`,
      ...listed.map((page, row) => `    ${pad(paths[row]!, width)}  ${pad(cells[row]!, cellWidth)}  ${page.name}`),
      ...(incomplete.length > LISTED_PAGES
        ? [`    … 외 ${incomplete.length - LISTED_PAGES}개 페이지 (전체 표: npm run validate -- --translations)`]
        : []),
      ...(incomplete.length > 0 ? ['    빠진 글의 위치는 npm run validate가 줄마다 알려 줍니다.'] : []),
    ];
  });
}
