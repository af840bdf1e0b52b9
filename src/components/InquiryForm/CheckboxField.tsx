import type { FieldRule } from '../../inquiry/fieldRules';
import type { InquiryCheckboxField } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../common/InLanguage';
import { Check } from './ConsentFieldset.styles';
import type { FieldControlProps } from './fieldControl';
import { describedBy, FieldNotes } from './FieldShell';
import * as S from './InquiryForm.styles';

type CheckboxProps = FieldControlProps<
  Localized<InquiryCheckboxField>,
  Extract<FieldRule, { type: 'checkbox' }>,
  boolean
>;

/** A box the visitor ticks or leaves, its label beside it as the consent's is. */
export function CheckboxField({ id, field, rule, value, error, onChange, register }: CheckboxProps) {
  return (
    <S.CheckRow>
      <Check>
        <input
          ref={register}
          id={id}
          type="checkbox"
          name={field.key}
          required={rule.required}
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          {...describedBy(id, error, field.help)}
        />
        <label htmlFor={id}>
          <InLanguage text={field.label} />
        </label>
      </Check>
      <FieldNotes id={id} help={field.help} error={error} />
    </S.CheckRow>
  );
}
