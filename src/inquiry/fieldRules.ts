import type { InquiryField } from '../manifest/site.gen';
import { plainText } from '../manifest/language/localText';
import type { Localized } from '../render/localize';
import { inquiryConstraints } from './inquiryConstraints.gen';

export type TextKind = keyof typeof inquiryConstraints.kinds;

/** One of the firm's fields as both checks read it: its label and options' labels in the page's language. */
export type FieldRule =
  | {
      key: string;
      type: TextKind;
      label: string;
      required: boolean;
      minLength?: number;
      /** The field's own limit, never past its kind's. */
      maxLength: number;
    }
  | { key: string; type: 'choice'; label: string; required: boolean; options: { key: string; label: string }[] }
  | { key: string; type: 'checkbox'; label: string; required: boolean };

/** The fields the form's own names take: a firm's field with one of these keys is refused by the schema. */
export const formOwnNames = ['consent', 'page', 'website'] as const;

/** The site's field list (in one language) as the rules the browser and the server check with. */
export function fieldRules(fields: readonly Localized<InquiryField>[]): FieldRule[] {
  return fields.map((field): FieldRule => {
    const common = { key: field.key, label: plainText(field.label), required: field.required === true };
    switch (field.type) {
      case 'choice':
        return {
          ...common,
          type: 'choice',
          options: field.options.map((option) => ({ key: option.key, label: plainText(option.label) })),
        };
      case 'checkbox':
        return { ...common, type: 'checkbox' };
      default: {
        const cap = inquiryConstraints.kinds[field.type].maxLength;
        return {
          ...common,
          type: field.type,
          maxLength: Math.min(field.maxLength ?? cap, cap),
          ...(field.minLength !== undefined && { minLength: field.minLength }),
        };
      }
    }
  });
}
