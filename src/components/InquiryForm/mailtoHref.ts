import type { InquiryRequest } from '../../inquiry/inquiry.gen';
import type { InquiryFormText } from '../../manifest/site.gen';
import { plainText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';

/** The form's own labels, so the mail reads like the form the visitor filled in. */
export type InquiryMailText = Pick<
  Localized<InquiryFormText>,
  'dialogTitle' | 'company' | 'phone' | 'email' | 'message'
>;

/**
 * A mailto: address with the subject and body filled in. RFC 6068 wants
 * percent-encoded UTF-8 and CRLF line breaks; encodeURIComponent gives the
 * first (and %20 for spaces, which mail programs read, unlike `+`).
 */
export function mailtoHref(address: string, request: InquiryRequest, text: InquiryMailText): string {
  const subject = `[${plainText(text.dialogTitle)}] ${request.company}`;
  const body = [
    `${plainText(text.company)}: ${request.company}`,
    `${plainText(text.phone)}: ${request.phone}`,
    `${plainText(text.email)}: ${request.email}`,
    '',
    `${plainText(text.message)}:`,
    request.message.replace(/\r?\n/g, '\r\n'),
  ].join('\r\n');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
