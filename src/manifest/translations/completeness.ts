import { isSameInEveryLanguage } from '../language/localText';
import { textPlaces } from '../language/textPlaces';
import type { ToolLanguage } from '../../messages/toolLanguage';
import { declaredLanguages, type DeclaredLanguage } from './declaredLanguages';
import { pageNamer } from './pageNames';
import { textPagesOf } from './textPages';

/** How many of the texts shown somewhere are written in one language. */
export interface LanguageCount {
  code: string;
  translated: number;
  total: number;
}

export interface PageCompleteness {
  /** The page's address in the default language; the other languages' are under their code. */
  path: string;
  /** The route, or for a category page the section it shows, in site.json: where an editor opens the page. */
  pointer: string;
  name: string;
  languages: LanguageCount[];
}

export interface Completeness {
  languages: DeclaredLanguage[];
  pages: PageCompleteness[];
  /** Every text of the site counted once, whichever pages show it (or none yet). */
  total: LanguageCount[];
}

/**
 * Per page and language, how many of the texts the page shows are written in
 * that language (a plain string is the default language only). `lang` names
 * the pages. Reads the manifest as loosely as the checks do, so a file with
 * problems still gets its figures.
 */
export function translationCompleteness(data: unknown, lang: ToolLanguage): Completeness {
  const languages = declaredLanguages(data);
  const defaultCode = languages[0]!.code;
  const { pages, pagesOf } = textPagesOf(data);
  const nameOf = pageNamer(pages, data, lang);
  const counts = (texts: readonly (readonly string[])[]): LanguageCount[] =>
    languages.map(({ code }) => ({
      code,
      translated: texts.filter((written) => written.includes(code)).length,
      total: texts.length,
    }));

  const onPage = pages.map(() => [] as (readonly string[])[]);
  const all: (readonly string[])[] = [];
  for (const { pointer, value } of textPlaces(data)) {
    const written =
      typeof value === 'string'
        ? [defaultCode]
        : isSameInEveryLanguage(value)
          ? languages.map(({ code }) => code)
          : Object.keys(value).filter((code) => typeof value[code] === 'string');
    all.push(written);
    const shown = pagesOf(pointer);
    if (shown.every) onPage.forEach((texts) => texts.push(written));
    else for (const index of shown.pages) onPage[index]!.push(written);
  }
  return {
    languages,
    pages: pages.map((page, index) => ({
      path: page.path,
      pointer: page.pointer,
      name: nameOf(index),
      languages: counts(onPage[index]!),
    })),
    total: counts(all),
  };
}

export const isComplete = (count: LanguageCount) => count.translated === count.total;

/** The share written, rounded down, so 99.6% does not read as done. */
export const percentOf = ({ translated, total }: LanguageCount): number =>
  total === 0 ? 100 : Math.floor((translated / total) * 100);

/** `12/12 (100%)`. */
export function countCell(count: LanguageCount): string {
  return `${count.translated}/${count.total} (${percentOf(count)}%)`;
}
