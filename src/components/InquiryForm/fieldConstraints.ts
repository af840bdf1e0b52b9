import type { FieldRule } from '../../inquiry/fieldRules';
import { inquiryConstraints } from '../../inquiry/inquiryConstraints.gen';

export type TextRule = Extract<FieldRule, { maxLength: number }>;

/**
 * The browser's own checks for a text field, from the rules the server checks
 * with: they apply when no script runs (with one, the form checks through
 * checkInquiry and shows the same messages as the server).
 */
export function fieldConstraints(rule: TextRule): {
  required: boolean;
  maxLength: number;
  minLength?: number;
  pattern?: string;
} {
  const kind: { maxLength: number; pattern?: string } = inquiryConstraints.kinds[rule.type];
  return {
    required: rule.required,
    maxLength: rule.maxLength,
    ...(rule.minLength !== undefined && { minLength: rule.minLength }),
    ...(kind.pattern !== undefined && { pattern: kind.pattern }),
  };
}
