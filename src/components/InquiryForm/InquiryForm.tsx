import { useId, type RefObject } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { InLanguage } from '../common/InLanguage';
import { useInquiryFormData } from './InquiryFormData';
import { ConsentFieldset } from './ConsentFieldset';
import { FailureAlert } from './FailureAlert';
import { formTarget } from './formTarget';
import { Honeypot } from './Honeypot';
import { InquiryConfirmation } from './InquiryConfirmation';
import { InquiryFields } from './InquiryFields';
import { useInquiryPrefill } from './InquiryPrefill';
import { sendFailed } from './inquirySubmission';
import { successText } from './inquiryText';
import type { SuccessOutcome } from './submitOutcome';
import { useInquiryForm } from './useInquiryForm';
import * as S from './InquiryForm.styles';

export interface InquiryFormProps {
  /** The id of the section holding the form: the `page` it reports, the action's fragment, the prefill it takes. */
  section: string;
  /** The route and section the form reports it was sent from, e.g. /help#inquiry. */
  page: string;
  /** Called after a success (stored, mail program opened, console). */
  onSuccess?: (outcome: SuccessOutcome) => void;
  /** Called when the visitor leaves a stored inquiry's confirmation for a new inquiry. */
  onNewInquiry?: () => void;
  /** Shown beside the submit button (the dialog's cancel button). */
  onCancel?: () => void;
  /** The first field, for a dialog to focus when it opens. */
  firstFieldRef?: RefObject<HTMLElement | null>;
}

/**
 * The inquiry form. Without a script the browser checks the fields against
 * the schema's limits and posts the form itself; once hydrated the form checks
 * with the server's own messages, sends through submitInquiry, and keeps
 * everything typed unless the inquiry was stored.
 */
export function InquiryForm({ section, page, onSuccess, onNewInquiry, onCancel, firstFieldRef }: InquiryFormProps) {
  const { text } = useInquiryFormData();
  const hydrated = useHydrated();
  const idPrefix = useId();
  const form = useInquiryForm(section, page, onSuccess);
  const { state } = form;
  const errors = state.phase === 'failed' ? state.errors : {};
  const sending = state.phase === 'sending';
  // The page the server renders again after refusing a send without JavaScript opens scrolled to the form's top,
  // so the reason goes there, where the visitor lands, rather than beside the button far below.
  const alertFirst = useInquiryPrefill(section) !== undefined;

  if (state.phase === 'succeeded' && state.outcome.kind === 'stored') {
    const restart = () => {
      form.restart();
      onNewInquiry?.();
    };
    return <InquiryConfirmation message={successText(text.status, state.outcome)} onNewInquiry={restart} />;
  }

  return (
    <S.Form method="post" {...formTarget(form.delivery, section)} noValidate={hydrated} onSubmit={form.submit}>
      <input type="hidden" name="page" value={form.page} />
      {alertFirst && <FailureAlert state={state} />}
      <InquiryFields
        idPrefix={idPrefix}
        rules={form.rules}
        values={form.values}
        errors={errors}
        onChange={form.change}
        register={form.register}
        firstFieldRef={firstFieldRef}
      />
      <ConsentFieldset
        idPrefix={idPrefix}
        checked={form.values.consent === true}
        error={errors.consent}
        onChange={(checked) => form.change('consent', checked)}
        register={form.register}
      />
      <Honeypot />
      {!alertFirst && <FailureAlert state={state} />}
      <S.Actions>
        {onCancel && (
          <S.SecondaryButton type="button" onClick={onCancel}>
            <InLanguage text={text.cancel} />
          </S.SecondaryButton>
        )}
        {/* aria-disabled, not disabled: a disabled button drops the focus; the submission ignores a second submit anyway. */}
        <S.PrimaryButton type="submit" aria-disabled={sending || undefined} aria-busy={sending || undefined}>
          <InLanguage text={sending ? text.status.sending : sendFailed(state) ? text.status.retry : text.submit} />
        </S.PrimaryButton>
      </S.Actions>
      {/* What became of a mail or console delivery, which leaves the form filled in; a stored inquiry has its confirmation instead. */}
      <S.Status role="status">{state.phase === 'succeeded' ? successText(text.status, state.outcome) : ''}</S.Status>
    </S.Form>
  );
}
