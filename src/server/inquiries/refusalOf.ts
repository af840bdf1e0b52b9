import type { FastifyError } from 'fastify';
import type { SiteManifest } from '../../manifest/site.gen';
import { InquiryRefusal } from './InquiryRefusal';

export const bodyLimitBytes = 16 * 1024;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** Past the rate limit: `ttlMs` is what is left of the client's window, so Retry-After is the true wait. */
export function tooManyInquiries(manifest: SiteManifest, ttlMs: number): InquiryRefusal {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new InquiryRefusal(429, { form: fill(manifest.inquiryForm.status.tooMany, { seconds }) }, { 'Retry-After': String(seconds) });
}

/** Whatever went wrong with a request, as what the visitor is told: a status and Korean messages. */
export function refusalOf(error: unknown, manifest: SiteManifest): InquiryRefusal {
  if (error instanceof InquiryRefusal) return error;
  const { status } = manifest.inquiryForm;
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.statusCode) {
    case 413:
      return new InquiryRefusal(413, { form: `보낸 내용이 너무 큽니다(${bodyLimitBytes / 1024} KB까지 받습니다). 문의 내용을 줄여 다시 보내 주세요.` });
    case 415:
      return new InquiryRefusal(415, { form: '문의는 JSON(application/json)이나 양식(application/x-www-form-urlencoded)으로만 받습니다.' });
    case 400:
      return new InquiryRefusal(400, { form: '보낸 내용을 읽을 수 없습니다. 양식으로 다시 보내 주세요.' });
    default:
      return new InquiryRefusal(500, { form: status.failed });
  }
}
