import { Fragment } from 'react';
import { useInquiryFormData } from './InquiryFormData';
import type { SubmissionState } from './inquirySubmission';
import { failureText, fillTemplate } from './inquiryText';
import * as S from './InquiryForm.styles';

/**
 * Why the inquiry did not go, in an alert region that is always in the page
 * (a region added together with its text is not announced everywhere), and
 * the other ways to reach the lab.
 */
export function FailureAlert({ state }: { state: SubmissionState }) {
  const { text, contact } = useInquiryFormData();
  const { status } = text;
  if (state.phase !== 'failed') return <S.Alert role="alert" />;
  const reason = failureText(status, state);
  const otherWays = fillTemplate(status.otherWays, {
    phone: <a href={`tel:${contact.phone}`}>{contact.phone}</a>,
    email: <a href={`mailto:${contact.email}`}>{contact.email}</a>,
  });
  return (
    <S.Alert role="alert">
      {reason && <S.Reason>{reason}</S.Reason>}
      {state.errors.form && <S.Reason>{state.errors.form}</S.Reason>}
      <p>
        {otherWays.map((part, index) => (
          <Fragment key={index}>{part}</Fragment>
        ))}
      </p>
    </S.Alert>
  );
}
