import { koreanDateTimeWithZone } from '../../koreanTime';
import type { StoredInquiry } from '../../storage/InquiryStore';
import { languageLabel } from '../../storage/languageLabel';
import { HandledNote } from './HandledNote';
import { InquiryStatus } from './InquiryStatus';
import { MailDelivery } from './MailDelivery';

/** Everything stored about one inquiry except the client hash, which means nothing to a person. */
export function InquiryDetails({ inquiry }: { inquiry: StoredInquiry }) {
  return (
    <dl className="details">
      <dt>접수 시각</dt>
      <dd>{koreanDateTimeWithZone(inquiry.receivedAt)}</dd>
      <dt>회사명</dt>
      <dd>{inquiry.company}</dd>
      <dt>연락처</dt>
      <dd>{inquiry.phone}</dd>
      <dt>이메일</dt>
      <dd>
        <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
      </dd>
      <dt>보낸 페이지</dt>
      <dd>{inquiry.page ?? '알 수 없음'}</dd>
      <dt>언어</dt>
      <dd>{languageLabel(inquiry.language)}</dd>
      <dt>상태</dt>
      <dd>
        <InquiryStatus inquiry={inquiry} />
        <HandledNote inquiry={inquiry} />
      </dd>
      <dt>알림 메일</dt>
      <dd>
        <MailDelivery mail={inquiry.mail} />
      </dd>
      <dt>내용</dt>
      <dd className="message">{inquiry.message}</dd>
    </dl>
  );
}
