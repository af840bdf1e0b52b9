import type { ErrorObject } from 'ajv';
import type { InquiryRequest } from './inquiry.gen';

export type InquiryField = keyof Omit<InquiryRequest, 'page' | 'website'>;

/** Korean messages keyed by the field they belong to; `form` holds what belongs to no field. */
export type InquiryFieldErrors = Partial<Record<InquiryField | 'form', string>>;

export const inquiryFields: readonly InquiryField[] = ['company', 'phone', 'email', 'message', 'consent'];

const missing: Record<InquiryField, string> = {
  company: '회사명을 입력해 주세요.',
  phone: '연락처를 입력해 주세요.',
  email: '이메일 주소를 입력해 주세요.',
  message: '문의 내용을 입력해 주세요.',
  consent: '개인정보 수집·이용에 동의하셔야 문의를 접수할 수 있습니다.',
};

// Each name with the topic particle its last syllable takes.
const topics: Record<InquiryField, string> = {
  company: '회사명은',
  phone: '연락처는',
  email: '이메일 주소는',
  message: '문의 내용은',
  consent: '동의는',
};

const formats: Partial<Record<InquiryField, string>> = {
  phone: '연락처는 숫자와 하이픈(-)으로 적어 주세요. 예: 010-1234-5678, 02-123-4567, 1588-1234',
  email: '이메일 주소 형식이 올바르지 않습니다. 예: name@company.co.kr',
};

// A line break in a one-line field would add a line of the sender's choosing to the lab's mail (a fake 이메일: line).
const controls: Record<Exclude<InquiryField, 'consent'>, string> = {
  company: '회사명에는 줄바꿈이나 제어 문자를 쓸 수 없습니다. 한 줄로 적어 주세요.',
  phone: '연락처에는 줄바꿈이나 제어 문자를 쓸 수 없습니다. 한 줄로 적어 주세요.',
  email: '이메일 주소에는 줄바꿈이나 제어 문자를 쓸 수 없습니다. 한 줄로 적어 주세요.',
  message: '문의 내용에는 줄바꿈과 탭 말고는 제어 문자를 쓸 수 없습니다. 다른 프로그램에서 붙여 넣은 글이라면 보이지 않는 문자를 지우고 다시 보내 주세요.',
};

const isTextFormat = (error: ErrorObject) => error.keyword === 'format' && (error.params.format === 'single-line' || error.params.format === 'multiline');

const isField = (name: string): name is InquiryField => (inquiryFields as readonly string[]).includes(name);

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.split('/')[1] ?? '';
}

function messageFor(field: InquiryField, error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
    case 'minLength':
    case 'const':
      return missing[field];
    case 'maxLength':
      return `${topics[field]} ${Number(error.params.limit).toLocaleString('ko-KR')}자 이내로 적어 주세요.`;
    case 'pattern':
    case 'format':
      if (isTextFormat(error) && field !== 'consent') return controls[field];
      return formats[field] ?? `${topics[field]} 형식이 올바르지 않습니다.`;
    default:
      return `${topics[field]} 값이 올바르지 않습니다.`;
  }
}

/** A problem of no field the visitor sees: the whole body, or the hidden fields the page fills in. */
function formMessage(field: string, error: ErrorObject): string {
  if (error.instancePath === '') return '문의 내용을 읽을 수 없습니다. 양식으로 다시 보내 주세요.';
  if (isTextFormat(error)) return '양식이 보낸 숨은 항목에 줄바꿈이나 제어 문자가 들어 있습니다. 페이지를 새로 고친 뒤 다시 보내 주세요.';
  return `'${field}' 값이 올바르지 않습니다.`;
}

/**
 * Ajv's errors for the inquiry schema as one Korean message per field: the
 * first problem of each, a refused character before any other (a phone
 * number's pattern refuses it too, but would only say the number's form).
 */
export function inquiryFieldErrors(errors: readonly ErrorObject[]): InquiryFieldErrors {
  const result: InquiryFieldErrors = {};
  for (const error of [...errors.filter(isTextFormat), ...errors.filter((error) => !isTextFormat(error))]) {
    const field = fieldOf(error);
    if (error.keyword === 'additionalProperties') {
      result.form ??= `알 수 없는 항목 '${String(error.params.additionalProperty)}'은(는) 받을 수 없습니다.`;
    } else if (isField(field)) {
      result[field] ??= messageFor(field, error);
    } else {
      result.form ??= formMessage(field, error);
    }
  }
  return result;
}
