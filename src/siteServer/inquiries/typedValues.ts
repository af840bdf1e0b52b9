import inquirySchema from '../../../schema/inquiry.schema.json';
import type { InquiryPrefill } from '../../components/InquiryForm/InquiryPrefill';

export type TypedValues = InquiryPrefill['values'];

const textFields = ['company', 'phone', 'email', 'message'] as const;

/** What the visitor typed into the form's fields, as a form post or JSON brought it; anything else is left out. */
export function typedValues(body: unknown): TypedValues {
  const source = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const values: TypedValues = {};
  for (const name of textFields) if (typeof source[name] === 'string') values[name] = source[name];
  if (source.consent === 'on' || source.consent === true) values.consent = true;
  return values;
}

/** Each field cut to the schema's length, in characters as Ajv counts them (code points). */
export function cutToMaxLengths(values: TypedValues): TypedValues {
  const cut: TypedValues = { ...values };
  for (const name of textFields) {
    const value = values[name];
    if (value !== undefined) cut[name] = [...value].slice(0, inquirySchema.properties[name].maxLength).join('');
  }
  return cut;
}

/** The page the form reported (its hidden field), for formLocation to trust or not. */
export const reportedPage = (body: unknown): unknown =>
  body !== null && typeof body === 'object' ? (body as Record<string, unknown>).page : undefined;
