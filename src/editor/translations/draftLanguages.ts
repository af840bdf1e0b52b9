import { siteLanguages } from '../../manifest/language/siteLanguages';
import { isRecord } from '../../manifest/references/manifestShape';
import type { Language } from '../../manifest/site.gen';

const isLanguage = (entry: unknown): entry is Language =>
  isRecord(entry) && typeof entry.code === 'string' && entry.code !== '' && typeof entry.name === 'string';

/**
 * The languages of a draft, which may be half written (a language just added
 * has no code yet): the entries that name a code count, and a draft without
 * any is a Korean-only site, as site.json without `languages` is.
 */
export function draftLanguages(draft: unknown): readonly Language[] {
  const declared = isRecord(draft) && Array.isArray(draft.languages) ? draft.languages.filter(isLanguage) : [];
  const [first, ...others] = declared;
  return siteLanguages({ languages: first ? [first, ...others] : undefined });
}
