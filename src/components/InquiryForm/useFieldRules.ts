import { useMemo } from 'react';
import { fieldRules, type FieldRule } from '../../inquiry/fieldRules';
import { useInquiryFormData } from './InquiryFormData';

/** The form's fields as the rules both checks read, in the page's language. */
export function useFieldRules(): readonly FieldRule[] {
  const { fields } = useInquiryFormData().text;
  return useMemo(() => fieldRules(fields), [fields]);
}
