/**
 * A `tel:` link to the number as written: its digits and a leading +, without
 * the spaces, hyphens and brackets people write between them ("+1 (415)
 * 555-0100" dials tel:+14155550100; a space would end the link in a mail).
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^0-9]/g, '')}`;
}
