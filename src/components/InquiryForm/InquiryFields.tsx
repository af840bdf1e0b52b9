import type { RefObject } from 'react';
import type { InquiryFieldErrors } from '../../inquiry/inquiryErrors';
import type { FieldRule } from '../../inquiry/fieldRules';
import type { TextRule } from './fieldConstraints';
import { CheckboxField } from './CheckboxField';
import { ChoiceField } from './ChoiceField';
import { useInquiryFormData } from './InquiryFormData';
import { LongTextField } from './LongTextField';
import { TextField } from './TextField';
import type { InquiryValues } from './useInquiryForm';

type ChoiceRule = Extract<FieldRule, { type: 'choice' }>;
type CheckboxRule = Extract<FieldRule, { type: 'checkbox' }>;

interface InquiryFieldsProps {
  idPrefix: string;
  rules: readonly FieldRule[];
  values: InquiryValues;
  errors: InquiryFieldErrors;
  onChange: (field: string, value: string | boolean) => void;
  register: (field: string) => (element: HTMLElement | null) => void;
  /** The dialog focuses the first field when it opens. */
  firstFieldRef?: RefObject<HTMLElement | null>;
}

/** The firm's fields from site.json, in its order, each with its rule's limits and its error beside it. */
export function InquiryFields({
  idPrefix,
  rules,
  values,
  errors,
  onChange,
  register,
  firstFieldRef,
}: InquiryFieldsProps) {
  const { text } = useInquiryFormData();
  return text.fields.map((field, index) => {
    const rule = rules[index]!;
    const props = {
      id: `${idPrefix}-${field.key}`,
      error: errors[field.key],
      register: (element: HTMLElement | null) => {
        register(field.key)(element);
        if (index === 0 && firstFieldRef) firstFieldRef.current = element;
      },
    };
    const value = values[field.key];
    const typed = typeof value === 'string' ? value : '';
    const change = (next: string | boolean) => onChange(field.key, next);
    // Each rule is made from the field at its index (fieldRules), so it is of the field's kind.
    switch (field.type) {
      case 'checkbox':
        return (
          <CheckboxField
            key={field.key}
            {...props}
            field={field}
            rule={rule as CheckboxRule}
            value={value === true}
            onChange={change}
          />
        );
      case 'choice':
        return (
          <ChoiceField
            key={field.key}
            {...props}
            field={field}
            rule={rule as ChoiceRule}
            value={typed}
            onChange={change}
          />
        );
      case 'longText':
        return (
          <LongTextField
            key={field.key}
            {...props}
            field={field}
            rule={rule as TextRule}
            value={typed}
            onChange={change}
          />
        );
      default:
        return (
          <TextField
            key={field.key}
            {...props}
            field={{ ...field, type: field.type }}
            rule={rule as TextRule}
            value={typed}
            onChange={change}
          />
        );
    }
  });
}
