import type { FastifyError } from 'fastify';
import inquirySchema from '../../../schema/inquiry.schema.json';
import { checkInquiry } from '../../inquiry/checkInquiry';
import type { SiteManifest } from '../../manifest/site.gen';
import { bodyLimitBytes, formBodyCapBytes, kilobytes } from './bodyLimit';
import { OversizedForm } from './formBody';
import { InquiryRefusal } from './InquiryRefusal';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** Past the rate limit: `ttlMs` is what is left of the client's window, so Retry-After is the true wait. */
export function tooManyInquiries(manifest: SiteManifest, ttlMs: number): InquiryRefusal {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new InquiryRefusal(429, { form: fill(manifest.inquiryForm.status.tooMany, { seconds }) }, { 'Retry-After': String(seconds) });
}

const messageLimit = inquirySchema.properties.message.maxLength.toLocaleString('ko-KR');

/** Too large a body: a form post under the cap is shown again (cut, and each long field says its limit); past it, nothing is left. */
function tooLarge(error: unknown, formPost: boolean): InquiryRefusal {
  if (error instanceof OversizedForm) {
    const check = checkInquiry(error.values);
    const fields = check.ok ? {} : check.errors;
    return new InquiryRefusal(413, {
      ...fields,
      form: '보낸 내용이 너무 커서 접수하지 못했습니다. 입력하신 내용은 그대로 두었고, 글자 수를 넘은 칸은 허용된 글자 수까지만 남겼습니다. 확인하고 다시 보내 주세요.',
    });
  }
  if (formPost) {
    return new InquiryRefusal(413, {
      form: `보낸 내용이 너무 커서(${kilobytes(formBodyCapBytes)} 넘음) 읽지 못했습니다. 그래서 입력하신 내용을 다시 보여 드릴 수 없습니다. 문의 내용을 ${messageLimit}자 이내로 줄여 다시 적어 주세요.`,
    });
  }
  return new InquiryRefusal(413, { form: `보낸 내용이 너무 큽니다(${kilobytes(bodyLimitBytes)}까지 받습니다). 문의 내용을 줄여 다시 보내 주세요.` });
}

/** Whatever went wrong with a request, as what the visitor is told: a status and Korean messages. */
export function refusalOf(error: unknown, manifest: SiteManifest, formPost: boolean): InquiryRefusal {
  if (error instanceof InquiryRefusal) return error;
  const { status } = manifest.inquiryForm;
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.statusCode) {
    case 413:
      return tooLarge(error, formPost);
    case 415:
      return new InquiryRefusal(415, { form: '문의는 JSON(application/json)이나 양식(application/x-www-form-urlencoded)으로만 받습니다.' });
    case 400:
      return new InquiryRefusal(400, { form: '보낸 내용을 읽을 수 없습니다. 양식으로 다시 보내 주세요.' });
    default:
      return new InquiryRefusal(500, { form: status.failed });
  }
}
