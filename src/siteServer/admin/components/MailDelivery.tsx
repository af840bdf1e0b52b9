import { koreanDateTimeWithZone } from '../../koreanTime';
import { mailFailureText } from '../../mail/mailFailureText';
import type { MailState } from '../../storage/InquiryStore';

/** Whether the lab's notification mail went out, and if not, why in Korean and when it is tried again. */
export function MailDelivery({ mail }: { mail: MailState }) {
  if (mail.status === 'sent') return <>{mail.sentAt ? `${koreanDateTimeWithZone(mail.sentAt)}에 보냄` : '보냄'}</>;
  const failure = mail.lastError === null ? undefined : mailFailureText(mail);
  return (
    <>
      {mail.attempts === 0 ? '아직 보내지 않음' : `보내지 못함 (${mail.attempts}회 시도)`}
      {mail.nextAttemptAt && <span className="aside"> · 다음 시도 {koreanDateTimeWithZone(mail.nextAttemptAt)}</span>}
      {failure && (
        <div className="mail-failure">
          <p>
            {failure.message} {failure.hint}
          </p>
          {/* The raw error is for whoever runs the server; staff first read what it means. */}
          <details>
            <summary>기술 정보</summary>
            <code>{[mail.lastErrorCode, mail.lastError].filter(Boolean).join(': ')}</code>
          </details>
        </div>
      )}
    </>
  );
}
