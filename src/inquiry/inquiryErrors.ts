import type { ErrorObject } from 'ajv';
import type { VisitorLanguage } from '../messages/visitorLanguage';
import type { InquiryRequest } from './inquiry.gen';
import { FIELD_MESSAGES, type FieldMessageParams } from './messages/fieldMessages';
import { fillMessage, sentence } from '../messages/message';

export type InquiryField = keyof Omit<InquiryRequest, 'page' | 'website'>;

/** Messages in the visitor's language keyed by the field they belong to; `form` holds what belongs to no field. */
export type InquiryFieldErrors = Partial<Record<InquiryField | 'form', string>>;

export const inquiryFields: readonly InquiryField[] = ['company', 'phone', 'email', 'message', 'consent'];

function describe<Code extends keyof FieldMessageParams>(
  code: Code,
  params: FieldMessageParams[Code],
  lang: VisitorLanguage,
): string {
  return sentence(fillMessage(FIELD_MESSAGES, code, params, lang));
}

const isTextFormat = (error: ErrorObject) =>
  error.keyword === 'format' && (error.params.format === 'single-line' || error.params.format === 'multiline');

const isField = (name: string): name is InquiryField => (inquiryFields as readonly string[]).includes(name);

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.split('/')[1] ?? '';
}

function messageFor(field: InquiryField, error: ErrorObject, lang: VisitorLanguage): string {
  switch (error.keyword) {
    case 'required':
    case 'minLength':
    case 'const':
      return describe('missing', { field }, lang);
    case 'maxLength':
      return describe('too-long', { field, limit: Number(error.params.limit) }, lang);
    case 'pattern':
    case 'format':
      return isTextFormat(error) && field !== 'consent'
        ? describe('control-characters', { field }, lang)
        : describe('format', { field }, lang);
    default:
      return describe('invalid', { field }, lang);
  }
}

/** A problem of no field the visitor sees: the whole body, or the hidden fields the page fills in. */
function formMessage(field: string, error: ErrorObject, lang: VisitorLanguage): string {
  if (error.instancePath === '') return describe('unreadable-body', {}, lang);
  if (isTextFormat(error)) return describe('hidden-field-controls', {}, lang);
  return describe('hidden-field-invalid', { name: field }, lang);
}

/**
 * Ajv's errors for the inquiry schema as one message per field in the
 * visitor's language: the first problem of each, a refused character before
 * any other (a phone number's pattern refuses it too, but would only say the
 * number's form).
 */
export function inquiryFieldErrors(errors: readonly ErrorObject[], lang: VisitorLanguage): InquiryFieldErrors {
  const result: InquiryFieldErrors = {};
  for (const error of [...errors.filter(isTextFormat), ...errors.filter((error) => !isTextFormat(error))]) {
    const field = fieldOf(error);
    if (error.keyword === 'additionalProperties') {
      result.form ??= describe('unknown-field', { name: String(error.params.additionalProperty) }, lang);
    } else if (isField(field)) {
      result[field] ??= messageFor(field, error, lang);
    } else {
      result.form ??= formMessage(field, error, lang);
    }
  }
  return result;
}
