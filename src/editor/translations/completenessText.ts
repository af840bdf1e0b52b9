import type { LanguageCompleteness } from './pageCompleteness';

/** A page's completeness in words staff read at a glance: "English 번역 92%". */
export const completenessText = (figures: readonly LanguageCompleteness[]): string =>
  figures.map(({ language, percent }) => `${language.name} 번역 ${percent}%`).join(' · ');
