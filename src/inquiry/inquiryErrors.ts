import type { ErrorObject } from 'ajv';
import type { VisitorLanguage } from '../messages/visitorLanguage';
import { fillMessage, sentence } from '../messages/message';
import type { FieldRule } from './fieldRules';
import { FIELD_MESSAGES, type FieldMessageParams } from './messages/fieldMessages';

/**
 * Messages in the visitor's language keyed by the field they belong to (a
 * field's key, or `consent`); `form` holds what belongs to no field.
 */
export type InquiryFieldErrors = Partial<Record<string, string>>;

export function describe<Code extends keyof FieldMessageParams>(
  code: Code,
  params: FieldMessageParams[Code],
  lang: VisitorLanguage,
): string {
  return sentence(fillMessage(FIELD_MESSAGES, code, params, lang));
}

export const isTextFormat = (error: ErrorObject) =>
  error.keyword === 'format' && (error.params.format === 'single-line' || error.params.format === 'multiline');

/**
 * Ajv's errors for one value of a text field, as its one message: a refused
 * character before any other (a phone number's pattern refuses it too, but
 * would only say the number's form).
 */
export function textValueError(
  field: Extract<FieldRule, { maxLength: number }>,
  errors: readonly ErrorObject[],
  lang: VisitorLanguage,
): string {
  const label = field.label;
  const error = errors.find(isTextFormat) ?? errors[0];
  switch (error?.keyword) {
    case 'format':
      if (isTextFormat(error))
        return describe('control-characters', { label, multiline: field.type === 'longText' }, lang);
      return describe('email-format', { label }, lang);
    case 'maxLength':
      return describe('too-long', { label, limit: Number(error.params.limit) }, lang);
    case 'pattern':
      return describe('tel-format', { label }, lang);
    default:
      return describe('invalid', { label }, lang);
  }
}

/** Ajv's errors for the form's own values (consent, page, the hidden field, the body itself). */
export function ownFieldErrors(errors: readonly ErrorObject[], lang: VisitorLanguage): InquiryFieldErrors {
  const result: InquiryFieldErrors = {};
  for (const error of errors) {
    const name =
      error.keyword === 'required' ? String(error.params.missingProperty) : (error.instancePath.split('/')[1] ?? '');
    if (name === 'consent') result.consent ??= describe('missing-consent', {}, lang);
    else if (error.instancePath === '') result.form ??= describe('unreadable-body', {}, lang);
    else if (name === 'page' || name === 'website')
      result.form ??= isTextFormat(error)
        ? describe('hidden-field-controls', {}, lang)
        : describe('hidden-field-invalid', { name }, lang);
    // A firm's field that is neither text nor true is refused by its own check, with its label.
  }
  return result;
}
