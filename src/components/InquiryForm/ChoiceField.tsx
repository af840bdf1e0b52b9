import type { FieldRule } from '../../inquiry/fieldRules';
import type { InquiryChoiceField } from '../../manifest/site.gen';
import { plainText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../common/InLanguage';
import type { FieldControlProps } from './fieldControl';
import { describedBy, FieldNotes, FieldShell } from './FieldShell';
import * as S from './InquiryForm.styles';

type ChoiceProps = FieldControlProps<Localized<InquiryChoiceField>, Extract<FieldRule, { type: 'choice' }>, string>;

/** One of the firm's options: a list box, or radio buttons under the label as their legend. */
export function ChoiceField({ id, field, rule, value, error, onChange, register }: ChoiceProps) {
  if (field.display === 'radios') {
    return (
      <S.Choices $invalid={error !== undefined}>
        <legend>
          <InLanguage text={field.label} />
        </legend>
        {field.options.map((option, index) => (
          <label key={option.key}>
            <input
              ref={index === 0 ? register : undefined}
              id={index === 0 ? id : `${id}-${option.key}`}
              type="radio"
              name={field.key}
              value={option.key}
              required={rule.required}
              checked={value === option.key}
              onChange={() => onChange(option.key)}
              {...describedBy(id, error, field.help)}
            />
            <InLanguage text={option.label} />
          </label>
        ))}
        <FieldNotes id={id} help={field.help} error={error} />
      </S.Choices>
    );
  }
  return (
    <FieldShell id={id} label={field.label} help={field.help} error={error}>
      <select
        ref={register}
        id={id}
        name={field.key}
        required={rule.required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error, field.help)}
      >
        <option value="">{field.placeholder === undefined ? '' : plainText(field.placeholder)}</option>
        {field.options.map((option) => (
          <option key={option.key} value={option.key}>
            {plainText(option.label)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
