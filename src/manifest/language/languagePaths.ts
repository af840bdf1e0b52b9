import type { Language } from '../site.gen';

/**
 * A page's address in a language: the default language keeps the manifest's
 * paths, every other lives under its code (`/introduce` → `/en/introduce`,
 * `/` → `/en`). Hashes and queries ride along.
 */
export function pathInLanguage(
  path: string,
  language: Pick<Language, 'code'>,
  languages: readonly Pick<Language, 'code'>[],
): string {
  if (language.code === languages[0]?.code || !path.startsWith('/') || path.startsWith('//')) return path;
  const prefix = `/${language.code}`;
  const rest = path.replace(/^\/(?=[?#]|$)/, '');
  return `${prefix}${rest}`;
}

/** Which language an address is in, and the manifest path it shows (`/en/introduce` → en, `/introduce`). */
export function languageOfPath<L extends Pick<Language, 'code'>>(
  path: string,
  languages: readonly L[],
): { language: L; path: string } {
  for (const language of languages.slice(1)) {
    const prefix = `/${language.code}`;
    if (
      path === prefix ||
      path.startsWith(`${prefix}/`) ||
      path.startsWith(`${prefix}#`) ||
      path.startsWith(`${prefix}?`)
    ) {
      const rest = path.slice(prefix.length);
      return { language, path: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { language: languages[0]!, path };
}
