import { percentOf, translationCompleteness, type LanguageCount } from '../../manifest/translations/completeness';
import type { DeclaredLanguage } from '../../manifest/translations/declaredLanguages';

/** How much of one page is written in one language. */
export interface LanguageCompleteness extends LanguageCount {
  language: DeclaredLanguage;
  /** Rounded down, as `npm run validate -- --translations` rounds: a page shows 100 only when nothing is missing. */
  percent: number;
}

/**
 * Each page's completeness in every language but the default, by the pointer
 * of the item that names the page: the route, or for a category page the
 * section it shows. The figures are those `npm run validate -- --translations`
 * prints (the texts the page shows, the shared menu and labels included), so
 * staff read one number for a page wherever they look; none for a site in one
 * language.
 */
export function pageCompleteness(draft: unknown): Map<string, LanguageCompleteness[]> {
  const { languages, pages } = translationCompleteness(draft, 'ko');
  const figures = new Map<string, LanguageCompleteness[]>();
  if (languages.length < 2) return figures;
  for (const page of pages) {
    figures.set(
      page.pointer,
      page.languages.slice(1).map((count, at) => ({
        ...count,
        language: languages[at + 1]!,
        percent: percentOf(count),
      })),
    );
  }
  return figures;
}
