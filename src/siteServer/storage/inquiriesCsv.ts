import { koreanDateTime } from '../koreanTime';
import type { StoredInquiry } from './InquiryStore';
import { languageLabel } from './languageLabel';
import { mailStatusLabel } from './mailStatusLabel';

const header = [
  '번호',
  '접수 시각(KST)',
  '보낸 페이지',
  '언어',
  '회사명',
  '연락처',
  '이메일',
  '문의 내용',
  '처리 시각',
  '처리한 사람',
  '메일 상태',
  '내부 메모',
];

// Excel reads a UTF-8 file without a byte order mark as the system code page and garbles Korean.
const byteOrderMark = '\uFEFF';

/**
 * The inquiries as a CSV file for Excel (RFC 4180, CRLF), staff's internal memo
 * last. A visitor writes the cells, so one that Excel would run as a formula
 * (=, +, -, @, tab, CR) is prefixed with an apostrophe and stays text.
 */
export function inquiriesCsv(items: StoredInquiry[]): string {
  const rows = items.map((inquiry) => [
    String(inquiry.id),
    koreanDateTime(inquiry.receivedAt),
    inquiry.page ?? '',
    languageLabel(inquiry.language),
    inquiry.company,
    inquiry.phone,
    inquiry.email,
    inquiry.message,
    inquiry.handledAt ? koreanDateTime(inquiry.handledAt) : '',
    inquiry.handledBy ?? '',
    mailStatusLabel(inquiry.mail),
    inquiry.memo,
  ]);
  return byteOrderMark + [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  // `;` too: Excel set to a European list separator splits on it, and the cell must stay whole there as well.
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
