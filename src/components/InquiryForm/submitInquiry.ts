import type { CheckedInquiry } from '../../inquiry/checkInquiry';
import type { InquiryRequest } from '../../inquiry/inquiry.gen';
import type { InquiryDelivery } from '../../manifest/site.gen';
import { mailtoHref, type InquiryMailText } from './mailtoHref';
import { readAnswer, type StoredAnswer } from './readAnswer';
import type { SubmitOutcome } from './submitOutcome';

async function postJson(
  url: string,
  request: InquiryRequest,
  init: RequestInit,
  expected: StoredAnswer,
  fieldKeys: readonly string[],
): Promise<SubmitOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' };
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    // fetch rejects only when no answer arrived at all (network down, server unreachable, CORS refused).
    return { kind: 'offline' };
  }
  return readAnswer(response, expected, fieldKeys);
}

/**
 * The one place every inquiry form submits through, by the manifest's
 * delivery mode. Only this site's 201, or an endpoint's 2xx, counts as stored; the mail
 * and console modes say plainly that nothing reached the lab yet.
 */
export async function submitInquiry(
  inquiry: CheckedInquiry,
  delivery: InquiryDelivery,
  text: InquiryMailText,
): Promise<SubmitOutcome> {
  // As a form post sends it: each field by its key beside the form's own values.
  const { answers, ...own } = inquiry;
  const request: InquiryRequest = { ...answers, ...own, consent: true };
  const keys = text.rules.map((rule) => rule.key);
  switch (delivery.mode) {
    case 'api':
      return postJson('/api/inquiries', request, { credentials: 'same-origin' }, 'created', keys);
    case 'endpoint':
      return postJson(delivery.url, request, { mode: 'cors' }, 'success', keys);
    case 'mailto':
      // _self: the mail program takes over the link and the page stays where it is.
      window.open(mailtoHref(delivery.address, answers, text), '_self');
      return { kind: 'mailtoOpened' };
    case 'console':
      console.info(`[inquiry] ${JSON.stringify(request)}`);
      return { kind: 'consoleOnly' };
  }
}
