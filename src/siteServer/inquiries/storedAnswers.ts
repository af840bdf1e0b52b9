import type { InquiryAnswers } from '../../inquiry/checkInquiry';
import type { FieldRule } from '../../inquiry/fieldRules';
import type { StoredAnswer } from '../storage/InquiryStore';

/**
 * A checked inquiry's answers as the store keeps them: every field in the
 * form's order with its label as the staff read it at this moment (a later
 * rename leaves the inquiries already received as they were), a choice as its
 * option's label.
 */
export function storedAnswers(answers: InquiryAnswers, staffRules: readonly FieldRule[]): StoredAnswer[] {
  return staffRules.map((rule) => {
    const value = answers[rule.key] ?? '';
    const shown =
      rule.type === 'choice' ? (rule.options.find((option) => option.key === value)?.label ?? String(value)) : value;
    return { key: rule.key, type: rule.type, label: rule.label, value: shown };
  });
}
