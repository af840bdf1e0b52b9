import { useMemo } from 'react';
import { missingItems } from '../nav/missingItems';
import type { NavTranslations } from '../nav/NavPanel';
import type { NavGroup } from '../nav/navTree';
import { draftLanguages } from '../translations/draftLanguages';
import { missingTranslations, translationStatus } from '../translations/missingTranslations';
import { pageCompleteness } from '../translations/pageCompleteness';

/** What the navigation shows of the draft's translations, recounted as the draft changes; none for a site in one language. */
export function useTranslations(
  draft: unknown,
  groups: readonly NavGroup[],
  onOpenField: (pointer: string) => void,
): NavTranslations | undefined {
  const status = useMemo(() => {
    const languages = draftLanguages(draft);
    if (draft === undefined || languages.length < 2) return undefined;
    const status = translationStatus(draft);
    return {
      missing: missingItems(groups, missingTranslations(draft, status), languages),
      completeness: pageCompleteness(draft),
    };
  }, [draft, groups]);
  return status && { ...status, onOpenField };
}
