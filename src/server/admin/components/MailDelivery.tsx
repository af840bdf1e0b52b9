import { koreanDateTimeWithZone } from '../../koreanTime';
import type { MailState } from '../../storage/InquiryStore';

/** Whether the lab's notification mail went out, and if not, why and when it is tried again. */
export function MailDelivery({ mail }: { mail: MailState }) {
  if (mail.status === 'sent') return <>{mail.sentAt ? `${koreanDateTimeWithZone(mail.sentAt)}에 보냄` : '보냄'}</>;
  return (
    <>
      {mail.attempts === 0 ? '아직 보내지 않음' : `보내지 못함 (${mail.attempts}회 시도)`}
      {mail.nextAttemptAt && <span className="aside"> · 다음 시도 {koreanDateTimeWithZone(mail.nextAttemptAt)}</span>}
      {mail.lastError && <span className="aside"> · 마지막 오류: {mail.lastError}</span>}
    </>
  );
}
