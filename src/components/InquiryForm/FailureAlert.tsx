import { Fragment } from 'react';
import { plainText } from '../../manifest/language/localText';
import { useInquiryFormData } from './InquiryFormData';
import { sendFailed, type SubmissionState } from './inquirySubmission';
import { failureText, fillTemplate } from './inquiryText';
import { InLanguage } from '../common/InLanguage';
import { telHref } from '../CompanyDetails/telHref';
import * as S from './InquiryForm.styles';

/**
 * Why the inquiry did not go, in an alert region that is always in the page
 * (a region added together with its text is not announced everywhere) and
 * empty, so hidden, once nothing form-wide is wrong: fixing the marked fields
 * clears it. The other ways to reach the lab follow a failed send or the
 * server's own form-wide message, not a field typed wrong.
 */
export function FailureAlert({ state }: { state: SubmissionState }) {
  const { text, contact } = useInquiryFormData();
  if (state.phase !== 'failed') return <S.Alert role="alert" />;
  const reason = failureText(text.status, state);
  // A server failure's own message is status.failed too (the no-JS page shows it): said once, not twice.
  const formError = state.errors.form === reason ? undefined : state.errors.form;
  const otherWays = fillTemplate(plainText(text.status.otherWays), {
    phone: (
      <a href={telHref(plainText(contact.phone))}>
        <InLanguage text={contact.phone} />
      </a>
    ),
    email: (
      <a href={`mailto:${plainText(contact.email)}`}>
        <InLanguage text={contact.email} />
      </a>
    ),
  });
  return (
    <S.Alert role="alert">
      {reason && <S.Reason>{reason}</S.Reason>}
      {formError && <S.Reason>{formError}</S.Reason>}
      {(sendFailed(state) || formError) && (
        <p>
          {otherWays.map((part, index) => (
            <Fragment key={index}>{part}</Fragment>
          ))}
        </p>
      )}
    </S.Alert>
  );
}
