import { InLanguage } from '../common/InLanguage';
import { useInquiryFormData } from './InquiryFormData';
import * as S from './ConsentFieldset.styles';
import { errorAttributes } from './FieldShell';

interface ConsentFieldsetProps {
  idPrefix: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
  register: (field: string) => (element: HTMLElement | null) => void;
}

/**
 * The consent the privacy law asks for before collecting: the four notices
 * under their heading (the fieldset's legend), then a box ticked on its own.
 * The notices also describe the box, for someone who tabs straight to it.
 */
export function ConsentFieldset({ idPrefix, checked, error, onChange, register }: ConsentFieldsetProps) {
  const { consent } = useInquiryFormData().text;
  const id = `${idPrefix}-consent`;
  const invalid = errorAttributes(id, error);
  const describedBy = [`${id}-notices`, invalid['aria-describedby']].filter(Boolean).join(' ');
  return (
    <S.Fieldset>
      <S.Legend>
        <InLanguage text={consent.heading} />
      </S.Legend>
      <S.Notices id={`${id}-notices`}>
        <li>
          <InLanguage text={consent.purpose} />
        </li>
        <li>
          <InLanguage text={consent.items} />
        </li>
        <li>
          <InLanguage text={consent.retention} />
        </li>
        <li>
          <InLanguage text={consent.refusal} />
        </li>
      </S.Notices>
      <S.Check>
        <input
          ref={register('consent')}
          id={id}
          type="checkbox"
          name="consent"
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...invalid}
          aria-describedby={describedBy}
        />
        <label htmlFor={id}>
          <InLanguage text={consent.label} />
        </label>
      </S.Check>
      {error && <S.ErrorText id={`${id}-error`}>{error}</S.ErrorText>}
    </S.Fieldset>
  );
}
