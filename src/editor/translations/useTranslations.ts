import { useMemo } from 'react';
import { missingItems } from '../navigation/missingItems';
import type { NavTranslations } from '../navigation/NavPanel';
import type { NavGroup } from '../navigation/navTree';
import { draftLanguages } from './draftLanguages';
import { missingTranslations, translationStatus } from './missingTranslations';
import { pageCompleteness } from './pageCompleteness';

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
