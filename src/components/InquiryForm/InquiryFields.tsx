import type { RefObject } from 'react';
import type { InquiryField, InquiryFieldErrors } from '../../inquiry/inquiryErrors';
import { useInquiryFormData } from './InquiryFormData';
import { fieldConstraints, type TextFieldName } from './fieldConstraints';
import { errorAttributes, FieldShell } from './FieldShell';
import { MessageField } from './MessageField';
import type { InquiryValues } from './useInquiryForm';

interface InquiryFieldsProps {
  idPrefix: string;
  values: InquiryValues;
  errors: InquiryFieldErrors;
  onChange: (field: TextFieldName, value: string) => void;
  register: (field: InquiryField) => (element: HTMLElement | null) => void;
  /** The dialog focuses the first field when it opens. */
  firstFieldRef?: RefObject<HTMLInputElement | null>;
}

/** Company, phone, e-mail and message, each with the schema's limits and its error beside it. */
export function InquiryFields({ idPrefix, values, errors, onChange, register, firstFieldRef }: InquiryFieldsProps) {
  const { text } = useInquiryFormData();
  const control = (name: TextFieldName) => {
    const id = `${idPrefix}-${name}`;
    return {
      id,
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
      ...fieldConstraints(name),
      ...errorAttributes(id, errors[name]),
    };
  };

  return (
    <>
      <FieldShell id={`${idPrefix}-company`} label={text.company} error={errors.company} wide>
        <input
          ref={(element) => {
            register('company')(element);
            if (firstFieldRef) firstFieldRef.current = element;
          }}
          type="text"
          autoComplete="organization"
          {...control('company')}
        />
      </FieldShell>
      <FieldShell id={`${idPrefix}-phone`} label={text.phone} error={errors.phone}>
        <input ref={register('phone')} type="tel" autoComplete="tel" inputMode="tel" {...control('phone')} />
      </FieldShell>
      <FieldShell id={`${idPrefix}-email`} label={text.email} error={errors.email}>
        <input ref={register('email')} type="email" autoComplete="email" {...control('email')} />
      </FieldShell>
      <MessageField
        id={`${idPrefix}-message`}
        value={values.message}
        error={errors.message}
        onChange={(value) => onChange('message', value)}
        register={register('message')}
      />
    </>
  );
}
