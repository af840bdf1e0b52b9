import type { Language } from '../manifest/site.gen';

export interface LanguageAlternate {
  language: Language;
  path: string;
}

/**
 * The `hreflang` alternates of one page: the page in every language, itself
 * included (search engines ignore a set that does not list the page it is on),
 * and `x-default` for a visitor whose language the site lacks, the default
 * language's page. `alternates` is in the site's order, the default first.
 */
export function hreflangs(alternates: readonly LanguageAlternate[]): { hreflang: string; path: string }[] {
  const links = alternates.map(({ language, path }) => ({ hreflang: language.code, path }));
  return alternates.length > 0 ? [...links, { hreflang: 'x-default', path: alternates[0]!.path }] : links;
}
