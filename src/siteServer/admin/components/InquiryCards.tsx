import { koreanDateTime } from '../../koreanTime';
import { inquiryPreview, inquiryTitle } from '../../storage/answerText';
import type { StoredInquiry } from '../../storage/InquiryStore';
import { languageLabel } from '../../storage/languageLabel';
import { InquiryStatus } from './InquiryStatus';
import { messagePreview } from './messagePreview';

interface InquiryCardsProps {
  label: string;
  inquiries: StoredInquiry[];
  inquiryHref(id: number): string;
}

/** The list on a phone, where the table's eight columns cannot fit: one card per inquiry. */
export function InquiryCards({ label, inquiries, inquiryHref }: InquiryCardsProps) {
  return (
    <ol className="inquiry-cards" aria-label={label}>
      {inquiries.map((inquiry) => (
        <li key={inquiry.id} className={inquiry.handledAt ? 'card is-handled' : 'card'}>
          <p className="card-title">
            <a href={inquiryHref(inquiry.id)}>{inquiryTitle(inquiry)}</a>
          </p>
          <p className="card-meta">
            <span className="number">{inquiry.id}번</span> ·{' '}
            <span className="nowrap">{koreanDateTime(inquiry.receivedAt)}</span> · {languageLabel(inquiry.language)}{' '}
            <InquiryStatus inquiry={inquiry} />
          </p>
          <p className="card-message">{messagePreview(inquiryPreview(inquiry))}</p>
        </li>
      ))}
    </ol>
  );
}
