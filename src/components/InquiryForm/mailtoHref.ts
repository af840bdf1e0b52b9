import type { InquiryAnswers } from '../../inquiry/checkInquiry';
import type { FieldRule } from '../../inquiry/fieldRules';
import type { InquiryFormText } from '../../manifest/site.gen';
import { plainText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';

/** The form's own title and its fields' labels, so the mail reads like the form the visitor filled in. */
export interface InquiryMailText {
  dialogTitle: Localized<InquiryFormText>['dialogTitle'];
  rules: readonly FieldRule[];
  /** The words for a ticked and an unticked box, in the page's language. */
  yesNo: readonly [string, string];
}

/** A field's answer as a person reads it: a choice's label, yes or no for a box. */
export function answerWords(rule: FieldRule, value: string | boolean | undefined, yesNo: readonly [string, string]) {
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  if (rule.type === 'choice') return rule.options.find((option) => option.key === value)?.label ?? '';
  return value ?? '';
}

/**
 * A mailto: address with the subject and body filled in: one line per field,
 * a text of several lines under its label. RFC 6068 wants percent-encoded
 * UTF-8 and CRLF line breaks; encodeURIComponent gives the first (and %20 for
 * spaces, which mail programs read, unlike `+`).
 */
export function mailtoHref(address: string, answers: InquiryAnswers, text: InquiryMailText): string {
  const first = text.rules[0];
  const subject = `[${plainText(text.dialogTitle)}]${first ? ` ${answerWords(first, answers[first.key], text.yesNo)}` : ''}`;
  const body = text.rules.flatMap((rule) => {
    const words = answerWords(rule, answers[rule.key], text.yesNo);
    return rule.type === 'longText'
      ? ['', `${rule.label}:`, words.replace(/\r?\n/g, '\r\n')]
      : [`${rule.label}: ${words}`];
  });
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.join('\r\n'))}`;
}
