import { checkInquiry } from '../../inquiry/checkInquiry';
import type { VisitorLanguage } from '../../messages/visitorLanguage';
import type { InquiryDelivery } from '../../manifest/site.gen';
import type { InquiryMailText } from './mailtoHref';
import { submitInquiry } from './submitInquiry';
import type { SubmitOutcome } from './submitOutcome';

/**
 * Checks what was typed with the server's own check, in the page's language, then sends it. A module
 * of its own: with the generated validator it is most of the form's code,
 * which a page loads only once someone starts filling a form in.
 */
export async function sendInquiry(
  fields: Record<string, unknown>,
  delivery: InquiryDelivery,
  text: InquiryMailText,
  lang: VisitorLanguage,
): Promise<SubmitOutcome> {
  const check = checkInquiry(fields, lang);
  return check.ok ? submitInquiry(check.inquiry, delivery, text) : { kind: 'invalid', errors: check.errors };
}
