import { inquiryConstraints } from '../../inquiry/inquiryConstraints.gen';
import type { InquiryField } from '../../inquiry/inquiryErrors';

export type TextFieldName = Exclude<InquiryField, 'consent'>;

/**
 * The browser's own checks for a field, from the schema the server checks
 * with: they apply when no script runs (with one, the form checks through
 * checkInquiry and shows the same Korean messages as the server).
 */
export function fieldConstraints(name: TextFieldName): { required: boolean; maxLength: number; pattern?: string } {
  const property = inquiryConstraints.properties[name];
  return {
    required: (inquiryConstraints.required as readonly string[]).includes(name),
    maxLength: property.maxLength,
    ...('pattern' in property ? { pattern: property.pattern } : {}),
  };
}
