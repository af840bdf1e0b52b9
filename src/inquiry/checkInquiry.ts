import type { VisitorLanguage } from '../messages/visitorLanguage';
import type { InquiryRequest } from './inquiry.gen';
import { inquiryFieldErrors, type InquiryFieldErrors } from './inquiryErrors';
import { normalizeInquiry } from './normalizeInquiry';
import { validate } from './validateInquiry.gen.js';

export type InquiryCheck = { ok: true; inquiry: InquiryRequest } | { ok: false; errors: InquiryFieldErrors };

/**
 * The one check of an inquiry, run by the form before it sends and by the
 * server on what arrives: trimmed, then validated against schema/inquiry.schema.json,
 * its messages in the language of the form's page (Korean, the site's first
 * language, unless told).
 */
export function checkInquiry(body: unknown, lang: VisitorLanguage = 'ko'): InquiryCheck {
  const candidate = normalizeInquiry(body);
  if (validate(candidate)) return { ok: true, inquiry: candidate };
  return { ok: false, errors: inquiryFieldErrors(validate.errors ?? [], lang) };
}
