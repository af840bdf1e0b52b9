import { posix } from 'node:path';
import type { Language } from '../../manifest/site.gen';
import { pathInLanguage } from '../../manifest/language/languagePaths';

/**
 * Where the build writes a language's not-found page: `404.html` for the
 * default language, `en/404.html` beside the English pages, so a server finds
 * it from the address alone, without the manifest.
 */
export function notFoundFile(language: Pick<Language, 'code'>, languages: readonly Pick<Language, 'code'>[]): string {
  return posix.join(pathInLanguage('/', language, languages).slice(1), '404.html');
}

/**
 * The not-found pages that may answer an unknown path, most fitting first:
 * `/en/nothing` → en/404.html (the English one, when the site has English),
 * then 404.html. Only a first segment shaped like a language code (the
 * schema's LanguageCode) is tried: a language's pages all live under it.
 */
export function notFoundCandidates(urlPath: string): string[] {
  const first = /^\/([a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-[A-Z]{2})?)(?:[/?#]|$)/.exec(urlPath)?.[1];
  return first ? [`${first}/404.html`, '404.html'] : ['404.html'];
}
