import type { InquiryTextField } from '../../manifest/site.gen';
import { plainText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import { fieldConstraints, type TextRule } from './fieldConstraints';
import { describedBy, FieldShell } from './FieldShell';
import type { FieldControlProps } from './fieldControl';

const inputTypes = { text: 'text', tel: 'tel', email: 'email' } as const;

/** A one-line field: text, a phone number or an e-mail address, with the rule's limits for a browser without a script. */
export function TextField(
  props: FieldControlProps<Localized<InquiryTextField>, TextRule, string> & {
    field: { type: 'text' | 'tel' | 'email' };
  },
) {
  const { id, field, value, error } = props;
  return (
    <FieldShell id={id} label={field.label} help={field.help} error={error} wide={field.wide}>
      <input
        ref={props.register}
        id={id}
        name={field.key}
        type={inputTypes[field.type]}
        {...(field.type === 'tel' && { inputMode: 'tel' as const })}
        {...(field.autocomplete !== undefined && { autoComplete: field.autocomplete })}
        {...(field.placeholder !== undefined && { placeholder: plainText(field.placeholder) })}
        value={value}
        onChange={(event) => props.onChange(event.target.value)}
        {...fieldConstraints(props.rule)}
        {...describedBy(id, error, field.help)}
      />
    </FieldShell>
  );
}
