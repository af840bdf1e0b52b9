import type { FieldRule } from '../../inquiry/fieldRules';
import type { InquiryPrefill } from '../../components/InquiryForm/InquiryPrefill';

export type TypedValues = InquiryPrefill['values'];

const ticked = (value: unknown) => value === 'on' || value === true;

/**
 * What the visitor typed into the form's fields, as a form post or JSON brought
 * it: only the firm's fields and the consent box; anything else is left out.
 */
export function typedValues(body: unknown, rules: readonly FieldRule[]): TypedValues {
  const source = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const values: TypedValues = {};
  for (const rule of rules) {
    const value = Object.hasOwn(source, rule.key) ? source[rule.key] : undefined;
    if (rule.type === 'checkbox') {
      if (ticked(value)) values[rule.key] = true;
    } else if (typeof value === 'string') values[rule.key] = value;
  }
  if (ticked(source.consent)) values.consent = true;
  return values;
}

/** Each text cut to its field's length, in characters as the check counts them (code points). */
export function cutToMaxLengths(values: TypedValues, rules: readonly FieldRule[]): TypedValues {
  const cut: TypedValues = { ...values };
  for (const rule of rules) {
    const value = values[rule.key];
    if ('maxLength' in rule && typeof value === 'string') cut[rule.key] = [...value].slice(0, rule.maxLength).join('');
  }
  return cut;
}

/** The page the form reported (its hidden field), for formLocation to trust or not. */
export const reportedPage = (body: unknown): unknown =>
  body !== null && typeof body === 'object' ? (body as Record<string, unknown>).page : undefined;
