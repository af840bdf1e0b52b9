import type { InquiryField, InquiryFormText, InquiryTextField, Name } from '../../src/manifest/site.gen';

/** A field of the form by its key, as site.json defines it. */
export function formField(text: Pick<InquiryFormText, 'fields'>, key: string): InquiryField {
  const field = text.fields.find((candidate) => candidate.key === key);
  if (!field) throw new Error(`The form has no field '${key}'.`);
  return field;
}

/** A text field of the form by its key (the lab's company, phone, email, message). */
export function formTextField(text: Pick<InquiryFormText, 'fields'>, key: string): InquiryTextField {
  const field = formField(text, key);
  if (field.type === 'choice' || field.type === 'checkbox') throw new Error(`The form's '${key}' is not a text field.`);
  return field;
}

/** The label of the form's field `key`, as site.json holds it (for ko() or textOf()). */
export const fieldLabel = (text: Pick<InquiryFormText, 'fields'>, key: string): Name => formField(text, key).label;
