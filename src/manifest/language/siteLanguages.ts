import type { Language, SiteManifest } from '../site.gen';

/**
 * A manifest without `languages` is a site in one language, Korean: every
 * manifest written before languages existed keeps its meaning.
 */
const koreanOnly: readonly Language[] = [{ code: 'ko', name: '한국어', locale: 'ko_KR' }];

/** The site's languages, the default first. */
export function siteLanguages(manifest: Pick<SiteManifest, 'languages'>): readonly Language[] {
  return manifest.languages ?? koreanOnly;
}

/** The language whose pages keep the plain addresses and whose text fills a missing translation. */
export function defaultLanguage(manifest: Pick<SiteManifest, 'languages'>): Language {
  return siteLanguages(manifest)[0]!;
}

export function findLanguage(manifest: Pick<SiteManifest, 'languages'>, code: string): Language | undefined {
  return siteLanguages(manifest).find((language) => language.code === code);
}
