import { checkInquiry } from '../../inquiry/checkInquiry';
import type { FieldRule } from '../../inquiry/fieldRules';
import { checkboxWords } from '../../inquiry/messages/checkboxWords';
import type { VisitorLanguage } from '../../messages/visitorLanguage';
import type { InquiryDelivery, InquiryFormText } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { submitInquiry } from './submitInquiry';
import type { SubmitOutcome } from './submitOutcome';

/**
 * Checks what was typed with the server's own check against the firm's
 * fields, in the page's language, then sends it. A module of its own: with the
 * generated validator it is most of the form's code, which a page loads only
 * once someone starts filling a form in.
 */
export async function sendInquiry(
  values: Record<string, unknown>,
  rules: readonly FieldRule[],
  delivery: InquiryDelivery,
  dialogTitle: Localized<InquiryFormText>['dialogTitle'],
  lang: VisitorLanguage,
): Promise<SubmitOutcome> {
  const check = checkInquiry(values, rules, lang);
  if (!check.ok) return { kind: 'invalid', errors: check.errors };
  return submitInquiry(check.inquiry, delivery, { dialogTitle, rules, yesNo: checkboxWords[lang] });
}
