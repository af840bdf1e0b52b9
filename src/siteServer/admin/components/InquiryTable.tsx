import { koreanDateTime } from '../../koreanTime';
import { answerOfType, inquiryPreview, inquiryTitle, titleHeading } from '../../storage/answerText';
import type { StoredInquiry } from '../../storage/InquiryStore';
import { languageLabel } from '../../storage/languageLabel';
import { HandledNote } from './HandledNote';
import { InquiryStatus } from './InquiryStatus';
import { messagePreview } from './messagePreview';

interface InquiryTableProps {
  caption: string;
  inquiries: StoredInquiry[];
  inquiryHref(id: number): string;
}

export function InquiryTable({ caption, inquiries, inquiryHref }: InquiryTableProps) {
  return (
    // Focusable and named because it scrolls sideways on a phone, and a keyboard must be able to scroll it too.
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="inquiry-table-caption">
      <table>
        <caption id="inquiry-table-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">번호</th>
            <th scope="col">접수 시각 (KST)</th>
            <th scope="col">{titleHeading(inquiries)}</th>
            <th scope="col">연락처</th>
            <th scope="col">이메일</th>
            <th scope="col">언어</th>
            <th scope="col">내용</th>
            <th scope="col">상태</th>
          </tr>
        </thead>
        <tbody>
          {inquiries.map((inquiry) => (
            <tr key={inquiry.id} className={inquiry.handledAt ? 'is-handled' : undefined}>
              <td className="number">{inquiry.id}</td>
              <td className="nowrap">{koreanDateTime(inquiry.receivedAt)}</td>
              <th scope="row">
                <a href={inquiryHref(inquiry.id)}>{inquiryTitle(inquiry)}</a>
              </th>
              <td className="nowrap">{answerOfType(inquiry, 'tel')}</td>
              <td>{answerOfType(inquiry, 'email')}</td>
              <td className="nowrap">{languageLabel(inquiry.language)}</td>
              <td>{messagePreview(inquiryPreview(inquiry))}</td>
              <td>
                <InquiryStatus inquiry={inquiry} />
                <HandledNote inquiry={inquiry} short />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
