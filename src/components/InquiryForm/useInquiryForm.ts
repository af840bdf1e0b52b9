import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { InquiryFieldErrors } from '../../inquiry/inquiryErrors';
import type { FieldRule } from '../../inquiry/fieldRules';
import type { InquiryDelivery } from '../../manifest/site.gen';
import { idle, type SubmissionState } from './inquirySubmission';
import { useInquiryFormData } from './InquiryFormData';
import { useInquiryPrefill, type InquiryPrefill } from './InquiryPrefill';
import { isSuccess, type SuccessOutcome } from './submitOutcome';
import { useFieldRules } from './useFieldRules';
import { useSubmission } from './useSubmission';

/** What is typed, by field key: the firm's fields (text, or a box ticked) and the consent box. */
export type InquiryValues = Record<string, string | boolean>;

const emptyValues = (rules: readonly FieldRule[]): InquiryValues => ({
  ...Object.fromEntries(rules.map((rule) => [rule.key, rule.type === 'checkbox' ? false : ''])),
  consent: false,
});

// The schema's default when site.json names no delivery.
const defaultDelivery: InquiryDelivery = { mode: 'api' };

// Fetched as soon as someone types, so it is there by the time they submit.
const loadSending = () => import('./sendInquiry');

/** The first field, in the form's order, that an answer marks; the consent box comes last. */
const firstInvalidField = (rules: readonly FieldRule[], errors: InquiryFieldErrors): string | undefined =>
  [...rules.map((rule) => rule.key), 'consent'].find((key) => errors[key]);

function initialValues(rules: readonly FieldRule[], prefill: InquiryPrefill | undefined): InquiryValues {
  const empty = emptyValues(rules);
  // Only the form's own keys: a prefill holds nothing else, and nothing else would be shown.
  const typed = Object.entries(prefill?.values ?? {}).filter(([key]) => Object.hasOwn(empty, key));
  return { ...empty, ...Object.fromEntries(typed) };
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
  const rules = useFieldRules();
  const prefill = useInquiryPrefill(section);
  const [values, setValues] = useState(() => initialValues(rules, prefill));
  const [state, dispatch] = useSubmission(initialSubmission(prefill));
  const fields = useRef<Record<string, HTMLElement | null>>({});
  // What gets focus after the next render: the first field an answer marks, or the first field of a new inquiry.
  const focusNext = useRef<'answer' | 'restart' | undefined>(undefined);
  const delivery = text.delivery ?? defaultDelivery;

  // After the render that shows the errors, so the field is announced with its message.
  useEffect(() => {
    const after = focusNext.current;
    focusNext.current = undefined;
    const field =
      after === 'restart'
        ? rules[0]?.key
        : after === 'answer' && state.phase === 'failed'
          ? firstInvalidField(rules, state.errors)
          : undefined;
    if (field) fields.current[field]?.focus();
  }, [state, rules]);

  const change = (field: string, value: string | boolean) => {
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
      rules,
      delivery,
      text.dialogTitle,
      lang,
    );
    focusNext.current = 'answer';
    dispatch({ type: 'settle', outcome });
    // Only a stored inquiry is done with; a mail still to send or a console line keeps what was typed.
    if (outcome.kind === 'stored') setValues(emptyValues(rules));
    if (isSuccess(outcome)) onSuccess?.(outcome);
  };

  const restart = () => {
    focusNext.current = 'restart';
    dispatch({ type: 'restart' });
  };

  const register = (field: string) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };

  return { values, rules, state, page, delivery, change, submit, restart, register };
}
