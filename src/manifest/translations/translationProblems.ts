import type { UnplacedProblem } from '../ManifestProblem';
import { escapeSegment } from '../json/pointer';
import { EVERY_LANGUAGE } from '../language/localText';
import { textPlaces } from '../language/textPlaces';
import type { ToolLanguage } from '../../messages/toolLanguage';
import type { ShownOn } from '../messages/translationCatalogue';
import { fieldAt, isRecord } from '../references/manifestShape';
import { nearest } from '../suggest';
import { declaredLanguages } from './declaredLanguages';
import { pageNamer } from './pageNames';
import { textPagesOf } from './textPages';

/** Enough of the default text to find it and start from, on one line. */
const QUOTED_LENGTH = 40;
const NAMED_PAGES = 3;

function excerpt(text: string): string {
  const line = text.split(/\r?\n/u)[0]!.trim();
  return line.length > QUOTED_LENGTH || line !== text.trim() ? `${line.slice(0, QUOTED_LENGTH)}…` : line;
}

/**
 * What keeps each page from showing in each declared language: a text without
 * a language's translation (a warning while that language is `inProgress`),
 * without the default language's text, or with a language the site does not
 * declare. `lang` is the report's language, in which pages are named.
 */
export function translationProblems(
  data: unknown,
  lang: ToolLanguage,
): { problems: UnplacedProblem[]; warnings: UnplacedProblem[] } {
  const languages = declaredLanguages(data);
  const codes = languages.map((language) => language.code);
  const defaultLanguage = languages[0]!;
  const others = languages.slice(1);
  const problems: UnplacedProblem[] = [];
  const warnings: UnplacedProblem[] = [];
  if (
    languages.length > 1 &&
    isRecord(fieldAt(data, 'labels')) &&
    fieldAt(fieldAt(data, 'labels'), 'languageSwitch') === undefined
  ) {
    problems.push({
      code: 'missing-language-switch-label',
      params: { languages: languages.map((language) => language.name) },
      pointer: '/labels',
    });
  }
  const { pages, pagesOf } = textPagesOf(data);
  const nameOf = pageNamer(pages, data, lang);
  const shownOn = (pointer: string): ShownOn => {
    const found = pagesOf(pointer);
    if (found.every) return { pages: [], morePages: 0, everyPage: true };
    return {
      pages: found.pages.slice(0, NAMED_PAGES).map(nameOf),
      morePages: Math.max(0, found.pages.length - NAMED_PAGES),
      everyPage: false,
    };
  };

  for (const { pointer, value } of textPlaces(data)) {
    const byLanguage: Record<string, string> = typeof value === 'string' ? { [defaultLanguage.code]: value } : value;
    // The same in every language: written in each, and nothing is missing (a mix with codes is the schema's problem).
    if (EVERY_LANGUAGE in byLanguage) continue;
    const unknown = Object.keys(byLanguage).filter((code) => !codes.includes(code));
    // A misspelt code ("eng") is one mistake: the language it meant is not reported missing as well.
    const meant = new Set<string>();
    for (const code of unknown) {
      const suggestion = nearest(
        code,
        codes.filter((known) => !(known in byLanguage)),
        1,
      );
      if (suggestion !== undefined) meant.add(suggestion);
      problems.push({
        code: 'unknown-language',
        params: { code, declared: codes, suggestion },
        pointer: `${pointer}/${escapeSegment(code)}`,
        at: 'key',
      });
    }
    const text = byLanguage[defaultLanguage.code];
    if (typeof text !== 'string') {
      if (!meant.has(defaultLanguage.code))
        problems.push({
          code: 'missing-default-text',
          params: { language: defaultLanguage.code, languageName: defaultLanguage.name },
          pointer,
        });
      continue;
    }
    for (const language of others) {
      if (language.code in byLanguage || meant.has(language.code)) continue;
      const params = {
        language: language.code,
        languageName: language.name,
        defaultLanguage: defaultLanguage.code,
        defaultName: defaultLanguage.name,
        text: excerpt(text),
        inProgress: language.inProgress,
        ...shownOn(pointer),
      };
      (language.inProgress ? warnings : problems).push({ code: 'missing-translation', params, pointer });
    }
  }
  return { problems, warnings };
}
