import type { StoredInquiry } from '../../storage/InquiryStore';

/** 처리됨 or 미처리, and a warning while the mail to the lab has not gone out. */
export function InquiryStatus({ inquiry }: { inquiry: StoredInquiry }) {
  return (
    <span className="badges">
      {inquiry.handledAt ? (
        <span className="badge badge-handled">처리됨</span>
      ) : (
        <span className="badge badge-open">미처리</span>
      )}
      {inquiry.mail.status === 'unsent' && <span className="badge badge-unsent">메일 미발송</span>}
    </span>
  );
}
