import { useId, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { useSite } from '../../render/SiteContext';
import { submitInquiry, type InquiryValues } from './submitInquiry';
import * as S from './InquiryForm.styles';

const empty: InquiryValues = { company: '', phone: '', email: '', message: '' };

interface InquiryFormProps {
  /** Called after a valid form was submitted and cleared (the dialog closes on it). */
  onSubmitted?: () => void;
  /** Shown beside the submit button (the dialog's cancel button). */
  onCancel?: () => void;
  /** Whether the form shows its own confirmation after a submit (off in the dialog, which closes). */
  showStatus?: boolean;
  /** The first field, for a dialog to focus when it opens. */
  firstFieldRef?: Ref<HTMLInputElement>;
}

/**
 * The inquiry form: four required fields with visible labels. The browser
 * checks them before it lets the form submit, so an invalid form keeps what
 * was typed; a valid one goes to submitInquiry and is cleared.
 */
export function InquiryForm({ onSubmitted, onCancel, showStatus = true, firstFieldRef }: InquiryFormProps) {
  const { inquiryForm: text } = useSite();
  const [values, setValues] = useState<InquiryValues>(empty);
  const [sent, setSent] = useState(false);
  const id = useId();

  const field = (name: keyof InquiryValues) => ({
    id: `${id}-${name}`,
    name,
    required: true,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setSent(false);
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await submitInquiry(values);
    setValues(empty);
    setSent(true);
    onSubmitted?.();
  };

  // method="post": without a script the browser would otherwise put the visitor's details in the address.
  return (
    <S.Form method="post" onSubmit={onSubmit}>
      <S.Field $wide>
        <label htmlFor={`${id}-company`}>{text.company}</label>
        <input ref={firstFieldRef} type="text" autoComplete="organization" {...field('company')} />
      </S.Field>
      <S.Field>
        <label htmlFor={`${id}-phone`}>{text.phone}</label>
        <input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
      </S.Field>
      <S.Field>
        <label htmlFor={`${id}-email`}>{text.email}</label>
        <input type="email" autoComplete="email" {...field('email')} />
      </S.Field>
      <S.Field $wide>
        <label htmlFor={`${id}-message`}>{text.message}</label>
        <textarea rows={3} placeholder={text.messagePlaceholder} {...field('message')} />
      </S.Field>
      <S.Actions>
        {onCancel && (
          <S.SecondaryButton type="button" onClick={onCancel}>
            {text.cancel}
          </S.SecondaryButton>
        )}
        <S.PrimaryButton type="submit">{text.submit}</S.PrimaryButton>
      </S.Actions>
      {showStatus && <S.Status role="status">{sent ? text.sent : ''}</S.Status>}
    </S.Form>
  );
}
