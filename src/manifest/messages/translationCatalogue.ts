import { didYouMean, list, quoted, withParticle } from '../korean';
import { placeOf } from '../location/placeOf';
import * as english from './english';
import type { ProblemCatalogue } from './reader';

/** Where a text shows: named pages (and how many more), every page, or none yet. */
export interface ShownOn {
  pages: string[];
  morePages: number;
  everyPage: boolean;
}

// A text of the site that a declared language lacks, or written for a language the site does not declare.
export interface TranslationParams {
  /** `text` is the default language's words, the starting point of the translation; `inProgress` makes it a warning. */
  'missing-translation': ShownOn & {
    language: string;
    languageName: string;
    defaultLanguage: string;
    defaultName: string;
    text: string;
    inProgress: boolean;
  };
  'unknown-language': { code: string; declared: string[]; suggestion?: string };
  'missing-default-text': { language: string; languageName: string };
  'missing-language-switch-label': { languages: string[] };
  'empty-text-by-language': { declared: string[] };
  /** A text marked the same in every language ("*") that also has texts per language (`codes`). */
  'same-text-with-languages': { codes: string[] };
}

const whereKo = ({ pages, morePages, everyPage }: ShownOn) =>
  everyPage
    ? '모든 페이지'
    : pages.length === 0
      ? undefined
      : `${list(pages.map((page) => `'${page}'`))}${morePages > 0 ? ` 외 ${morePages}개` : ''} 페이지`;
const whereEn = ({ pages, morePages, everyPage }: ShownOn) =>
  everyPage
    ? 'every page'
    : pages.length === 0
      ? undefined
      : `${pages.length === 1 ? 'the page' : 'the pages'} ${pages.map((page) => `'${page}'`).join(', ')}${morePages > 0 ? ` and ${morePages} more` : ''}`;

const sample = (defaultLanguage: string, language: string) => `{ "${defaultLanguage}": "…", "${language}": "…" }`;
const sampleOf = (declared: readonly string[]) => `{ ${declared.map((code) => `"${code}": "…"`).join(', ')} }`;

export const TRANSLATION_TEMPLATES: ProblemCatalogue<TranslationParams> = {
  'missing-translation': {
    ko: (params) => {
      const { languageName, language, defaultLanguage, defaultName, text, inProgress } = params;
      const where = whereKo(params);
      const shown = where ? `${where}에` : '지금은 어느 페이지에도 보이지 않지만, 쓰이게 되면 그 페이지에';
      return {
        message: inProgress
          ? `${languageName}(${language}) 번역이 아직 없어 ${shown} ${defaultName} 글이 대신 보입니다.`
          : `${languageName}(${language}) 번역이 없습니다. ${shown} 보이는 글입니다.`,
        hint: `${defaultName} 글 ${quoted(text, '을/를')} 번역해 ${sample(defaultLanguage, language)}처럼 "${language}"에 적으세요.`,
      };
    },
    editor: (params) => {
      const { languageName, defaultName, text, inProgress } = params;
      const where = whereKo(params);
      const shown = where ? `${where}에` : '지금은 어느 페이지에도 보이지 않지만, 쓰이게 되면 그 페이지에';
      return {
        message: inProgress
          ? `${languageName} 번역이 아직 없어 ${shown} ${defaultName} 글이 대신 보입니다.`
          : `${languageName} 번역이 없습니다. ${shown} 보이는 글입니다.`,
        hint: `이 칸의 ${languageName} 칸에 ${defaultName} 글 ${quoted(text, '을/를')} 번역해 적으세요.`,
      };
    },
    en: (params) => {
      const { languageName, language, defaultLanguage, text, inProgress } = params;
      const where = whereEn(params) ?? 'no page yet';
      return {
        message: inProgress
          ? `There is no ${languageName} (${language}) translation yet; ${where} shows the default-language (${defaultLanguage}) text instead.`
          : `There is no ${languageName} (${language}) translation. The text shows on ${where}.`,
        hint: `Translate the default-language (${defaultLanguage}) text '${text}' and write it under "${language}", as in ${sample(defaultLanguage, language)}.`,
      };
    },
  },
  'unknown-language': {
    ko: ({ code, declared, suggestion }) => ({
      message: `언어 코드 ${quoted(code, '은/는')} 사이트의 언어 목록(languages)에 없습니다.${didYouMean(suggestion && `'${suggestion}'`)}`,
      hint: suggestion
        ? `사이트의 언어 코드: ${list(declared)}. 코드는 languages에 쓴 것과 똑같아야 합니다.`
        : `사이트의 언어 코드: ${list(declared)}. 이 언어로 사이트를 보이려면 languages에 '${code}'를 추가하고, 아니면 이 글을 지우세요.`,
    }),
    editor: ({ code }) => ({
      message: `이 글에 사이트의 언어가 아닌 ${quoted(code, '으로/로')} 쓴 글이 있습니다.`,
      // The editor keeps texts in undeclared languages untouched (textByLanguage.ts): staff cannot delete one there.
      hint: `그 언어로도 사이트를 보이려면 ${placeOf('/languages')}에 그 언어를 추가하세요. 아니라면 개발 담당자에게 그 글을 지워 달라고 하세요.`,
    }),
    en: ({ code, declared, suggestion }) => ({
      message: `The language code '${code}' is not one of the site's languages.${english.didYouMean(suggestion && `'${suggestion}'`)}`,
      hint: suggestion
        ? `The site's language codes: ${declared.join(', ')}. Write the code exactly as in languages.`
        : `The site's language codes: ${declared.join(', ')}. Add '${code}' to languages to show the site in it, or delete this text.`,
    }),
  },
  'missing-default-text': {
    ko: ({ language, languageName }) => ({
      message: `기본 언어인 ${languageName}(${language}) 글이 없습니다. 번역이 빠진 언어의 페이지는 기본 언어의 글을 대신 보여 줍니다.`,
      hint: `이 글에 "${language}": "…"를 추가하세요.`,
    }),
    editor: ({ languageName }) => ({
      message: `기본 언어인 ${languageName} 글이 비어 있습니다. 번역이 빠진 언어의 페이지는 기본 언어의 글을 대신 보여 줍니다.`,
      hint: `이 칸의 ${languageName} 칸을 채우세요.`,
    }),
    en: ({ language, languageName }) => ({
      message: `The text has no ${languageName} (${language}) version, the site's default language, which pages show where a translation is missing.`,
      hint: `Add "${language}": "…" to this text.`,
    }),
  },
  'missing-language-switch-label': {
    ko: ({ languages }) => ({
      message: `사이트가 ${withParticle(list(languages), '으로/로')} 보이는데, 화면 문구(labels)에 언어 바꾸기 이름(languageSwitch)이 없습니다.`,
      hint: '머리글의 언어 바꾸기 링크 묶음을 화면 낭독기가 읽을 때의 이름입니다. labels에 "languageSwitch": { "ko": "언어 선택", "en": "Language" }처럼 추가하세요.',
    }),
    editor: ({ languages }) => ({
      message: `사이트가 ${withParticle(list(languages), '으로/로')} 보이는데 언어 바꾸기 이름이 비어 있습니다.`,
      hint: `${placeOf('/labels/languageSwitch')} 칸을 채우세요. 머리글의 언어 바꾸기 링크 묶음을 화면 낭독기가 읽을 때의 이름입니다.`,
    }),
    en: ({ languages }) => ({
      message: `The site shows in ${languages.join(', ')}, but labels has no languageSwitch.`,
      hint: 'Screen readers announce the language switch by this name. Add "languageSwitch": { "ko": "언어 선택", "en": "Language" } to labels.',
    }),
  },
  'same-text-with-languages': {
    ko: ({ codes }) => ({
      message: `모든 언어에 같은 글("*")과 언어별 글(${list(codes.map((code) => `"${code}"`))})이 함께 있습니다. 어느 쪽이 보일지 정할 수 없습니다.`,
      hint: '모든 언어에서 같은 이름(모델명, 상표)이면 "*" 하나만 두고, 언어마다 다르면 "*"를 지우고 언어 코드마다 쓰세요.',
    }),
    editor: () => ({
      message: '모든 언어에 같은 글과 언어별 글이 함께 있습니다.',
      hint: "'모든 언어 같음'을 끄고 언어마다 쓰거나, 켜서 한 글만 두세요.",
    }),
    en: ({ codes }) => ({
      message: `The text is marked the same in every language ("*") and also has texts for ${codes.map((code) => `"${code}"`).join(', ')}; which one shows cannot be told.`,
      hint: 'Keep "*" alone for a name that reads the same in every language (a model, a brand), or delete it and write the text per language code.',
    }),
  },
  'empty-text-by-language': {
    ko: ({ declared }) => ({
      message: '언어별 글 묶음({ })이 비어 있습니다.',
      hint: `${sampleOf(declared)}처럼 언어마다 글을 적으세요.`,
    }),
    editor: () => ({ message: '이 글이 어느 언어로도 적혀 있지 않습니다.', hint: '언어마다 글을 적으세요.' }),
    en: ({ declared }) => ({
      message: 'The text per language ({ }) is empty.',
      hint: `Write the text in each language, as in ${sampleOf(declared)}.`,
    }),
  },
};
