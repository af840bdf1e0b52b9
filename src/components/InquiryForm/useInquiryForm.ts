import { useEffect, useRef, useState, type FormEvent } from 'react';
import { inquiryFields, type InquiryField, type InquiryFieldErrors } from '../../inquiry/inquiryErrors';
import type { InquiryDelivery } from '../../manifest/site.gen';
import { idle, type SubmissionState } from './inquirySubmission';
import { useInquiryFormData } from './InquiryFormData';
import { useInquiryPrefill, type InquiryPrefill } from './InquiryPrefill';
import { isSuccess, type SuccessOutcome } from './submitOutcome';
import { useSubmission } from './useSubmission';

export interface InquiryValues {
  company: string;
  phone: string;
  email: string;
  message: string;
  consent: boolean;
}

const emptyValues: InquiryValues = { company: '', phone: '', email: '', message: '', consent: false };

// The schema's default when site.json names no delivery.
const defaultDelivery: InquiryDelivery = { mode: 'api' };

// Fetched as soon as someone types, so it is there by the time they submit.
const loadSending = () => import('./sendInquiry');

const firstInvalidField = (errors: InquiryFieldErrors): InquiryField | undefined =>
  inquiryFields.find((field) => errors[field]);

function initialValues(prefill: InquiryPrefill | undefined): InquiryValues {
  const typed = Object.entries(prefill?.values ?? {}).filter(([, value]) => value !== undefined);
  return { ...emptyValues, ...Object.fromEntries(typed) };
}

function initialSubmission(prefill: InquiryPrefill | undefined): SubmissionState {
  return prefill && Object.keys(prefill.errors).length > 0
    ? { phase: 'failed', reason: 'invalid', errors: prefill.errors }
    : idle;
}

/**
 * The inquiry form's values and its one submission: checked here with the
 * server's own check, sent through submitInquiry, and focus moved to the
 * first field the answer marks, or to the first field of a new inquiry.
 */
export function useInquiryForm(section: string, page: string, onSuccess?: (outcome: SuccessOutcome) => void) {
  const { text, lang } = useInquiryFormData();
  const prefill = useInquiryPrefill(section);
  const [values, setValues] = useState(() => initialValues(prefill));
  const [state, dispatch] = useSubmission(initialSubmission(prefill));
  const fields = useRef<Partial<Record<InquiryField, HTMLElement | null>>>({});
  // What gets focus after the next render: the first field an answer marks, or the first field of a new inquiry.
  const focusNext = useRef<'answer' | 'restart' | undefined>(undefined);
  const delivery = text.delivery ?? defaultDelivery;

  // After the render that shows the errors, so the field is announced with its message.
  useEffect(() => {
    const after = focusNext.current;
    focusNext.current = undefined;
    const field =
      after === 'restart'
        ? inquiryFields[0]
        : after === 'answer' && state.phase === 'failed'
          ? firstInvalidField(state.errors)
          : undefined;
    if (field) fields.current[field]?.focus();
  }, [state]);

  const change = <K extends keyof InquiryValues>(field: K, value: InquiryValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    dispatch({ type: 'edit', field });
    void loadSending();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dispatch({ type: 'submit' })) return;
    const website = new FormData(event.currentTarget).get('website');
    const { sendInquiry } = await loadSending();
    const outcome = await sendInquiry(
      { ...values, page, ...(typeof website === 'string' && website !== '' ? { website } : {}) },
      delivery,
      text,
      lang,
    );
    focusNext.current = 'answer';
    dispatch({ type: 'settle', outcome });
    // Only a stored inquiry is done with; a mail still to send or a console line keeps what was typed.
    if (outcome.kind === 'stored') setValues(emptyValues);
    if (isSuccess(outcome)) onSuccess?.(outcome);
  };

  const restart = () => {
    focusNext.current = 'restart';
    dispatch({ type: 'restart' });
  };

  const register = (field: InquiryField) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };

  return { values, state, page, delivery, change, submit, restart, register };
}
