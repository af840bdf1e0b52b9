import type { InquiryTextField } from '../../manifest/site.gen';
import { plainText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import { fieldConstraints, type TextRule } from './fieldConstraints';
import { describedBy, FieldShell } from './FieldShell';
import type { FieldControlProps } from './fieldControl';

const inputTypes = { text: 'text', tel: 'tel', email: 'email' } as const;

/** A one-line field: text, a phone number or an e-mail address, with the rule's limits for a browser without a script. */
export function TextField({
  id,
  field,
  rule,
  value,
  error,
  onChange,
  register,
}: FieldControlProps<Localized<InquiryTextField>, TextRule, string> & { field: { type: 'text' | 'tel' | 'email' } }) {
  return (
    <FieldShell id={id} label={field.label} help={field.help} error={error} wide={field.wide}>
      <input
        ref={register}
        id={id}
        name={field.key}
        type={inputTypes[field.type]}
        {...(field.type === 'tel' && { inputMode: 'tel' as const })}
        {...(field.autocomplete !== undefined && { autoComplete: field.autocomplete })}
        {...(field.placeholder !== undefined && { placeholder: plainText(field.placeholder) })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fieldConstraints(rule)}
        {...describedBy(id, error, field.help)}
      />
    </FieldShell>
  );
}
