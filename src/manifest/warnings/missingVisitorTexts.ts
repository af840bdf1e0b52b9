import type { UnplacedProblem } from '../ManifestProblem';
import { siteLanguages } from '../language/siteLanguages';
import type { SiteManifest } from '../site.gen';
import { ownVisitorLanguage, visitorLanguageFor, type VisitorLanguage } from '../../messages/visitorLanguage';

/**
 * Site languages the code has no visitor texts in (the form's checks, error
 * pages): their pages would show those texts in another language, so it is
 * said at the language's entry, with the language they show in, rather than
 * left for a visitor to find. `hasTexts` is the catalogues' own lookup; a test
 * may give another.
 */
export function missingVisitorTexts(
  manifest: Pick<SiteManifest, 'languages'>,
  hasTexts: (code: string) => VisitorLanguage | undefined = ownVisitorLanguage,
): UnplacedProblem[] {
  const languages = siteLanguages(manifest);
  const withTexts = languages.filter((language) => hasTexts(language.code));
  return languages.flatMap((language, index) => {
    if (hasTexts(language.code)) return [];
    const fallback = visitorLanguageFor(language.code, withTexts);
    const shownIn = withTexts.find((candidate) => hasTexts(candidate.code) === fallback)?.name ?? fallback;
    return [
      {
        code: 'missing-visitor-texts' as const,
        pointer: `/languages/${index}`,
        params: { name: language.name, code: language.code, shownIn },
      },
    ];
  });
}
