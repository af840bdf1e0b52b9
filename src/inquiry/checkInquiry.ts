import type { VisitorLanguage } from '../messages/visitorLanguage';
import { formOwnNames, type FieldRule } from './fieldRules';
import { describe, ownFieldErrors, textValueError, type InquiryFieldErrors } from './inquiryErrors';
import { normalizeInquiry } from './normalizeInquiry';
import * as validators from './validateInquiry.gen.js';

/** What a visitor sent for each of the firm's fields, by key: text (a choice's option key), or whether a box is ticked. */
export type InquiryAnswers = Record<string, string | boolean>;

/** An inquiry that passed: every field of the list answered ('' for an empty optional text, false for an unticked box). */
export interface CheckedInquiry {
  answers: InquiryAnswers;
  page?: string;
  website?: string;
}

export type InquiryCheck = { ok: true; inquiry: CheckedInquiry } | { ok: false; errors: InquiryFieldErrors };

const codePoints = (text: string) => [...text].length;

const ticked = (value: unknown) => value === true || value === 'on' || value === 'true';

/** One field's value checked against its rule: its answer, or the message to show beside it. */
function checkField(
  field: FieldRule,
  value: unknown,
  lang: VisitorLanguage,
): { answer: string | boolean } | { error: string } {
  const { label } = field;
  if (field.type === 'checkbox') {
    if (value !== undefined && value !== false && value !== '' && !ticked(value))
      return { error: describe('invalid', { label }, lang) };
    if (field.required && !ticked(value)) return { error: describe('missing-check', { label }, lang) };
    return { answer: ticked(value) };
  }
  if (value === undefined || value === '') {
    if (!field.required) return { answer: '' };
    return { error: describe(field.type === 'choice' ? 'missing-choice' : 'missing', { label }, lang) };
  }
  if (typeof value !== 'string') return { error: describe('invalid', { label }, lang) };
  if (field.type === 'choice')
    return field.options.some((option) => option.key === value)
      ? { answer: value }
      : { error: describe('unknown-option', { label }, lang) };
  const validateKind = validators[`validate_${field.type}`];
  if (!validateKind(value)) return { error: textValueError(field, validateKind.errors ?? [], lang) };
  if (codePoints(value) > field.maxLength)
    return { error: describe('too-long', { label, limit: field.maxLength }, lang) };
  if (field.minLength !== undefined && codePoints(value) < field.minLength)
    return { error: describe('too-short', { label, limit: field.minLength }, lang) };
  return { answer: value };
}

/**
 * The one check of an inquiry, run by the form before it sends and by the
 * server on what arrives: trimmed, the form's own values validated against
 * schema/inquiry.schema.json, each of the firm's fields against its rule (its
 * kind's schema, its own limits), anything else refused. Messages name the
 * firm's own labels, in the language of the form's page.
 */
export function checkInquiry(body: unknown, fields: readonly FieldRule[], lang: VisitorLanguage = 'ko'): InquiryCheck {
  const candidate = normalizeInquiry(body);
  if (candidate === null || typeof candidate !== 'object' || Array.isArray(candidate))
    return { ok: false, errors: { form: describe('unreadable-body', {}, lang) } };
  const values = candidate as Record<string, unknown>;
  const errors: InquiryFieldErrors = validators.validate(values)
    ? {}
    : ownFieldErrors(validators.validate.errors ?? [], lang);
  const known = new Set<string>([...formOwnNames, ...fields.map((field) => field.key)]);
  const unknown = Object.keys(values).find((name) => !known.has(name));
  if (unknown !== undefined) errors.form ??= describe('unknown-field', { name: unknown }, lang);
  const answers: InquiryAnswers = {};
  for (const field of fields) {
    const result = checkField(field, Object.hasOwn(values, field.key) ? values[field.key] : undefined, lang);
    if ('error' in result) errors[field.key] = result.error;
    else answers[field.key] = result.answer;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { page, website } = values as { page?: string; website?: string };
  return {
    ok: true,
    inquiry: { answers, ...(page !== undefined && { page }), ...(website !== undefined && { website }) },
  };
}
