import { koreanDateTime } from '../koreanTime';
import { answerText } from './answerText';
import type { StoredAnswer, StoredInquiry } from './InquiryStore';
import { languageLabel } from './languageLabel';
import { mailStatusLabel } from './mailStatusLabel';

const leading = ['번호', '접수 시각(KST)', '보낸 페이지', '언어'];
const trailing = ['처리 시각', '처리한 사람', '메일 상태', '내부 메모'];

/** A column per field: its key and its label, so a field renamed since, or two firms' fields of one label, stay apart. */
const columnOf = (answer: StoredAnswer) => JSON.stringify([answer.key, answer.label]);

// Excel reads a UTF-8 file without a byte order mark as the system code page and garbles Korean.
const byteOrderMark = '\uFEFF';

/**
 * The inquiries as a CSV file for Excel (RFC 4180, CRLF), staff's internal memo
 * last. Between the fixed columns, one per field any of them has (under its
 * label, in the order the fields first appear), so inquiries from before a
 * change of the form sit beside the new ones. A visitor writes the cells, so one that Excel would run as a formula
 * (=, +, -, @, tab, CR) is prefixed with an apostrophe and stays text.
 */
export function inquiriesCsv(items: StoredInquiry[]): string {
  const columns = new Map<string, string>();
  for (const answer of items.flatMap((inquiry) => inquiry.fields)) {
    if (!columns.has(columnOf(answer))) columns.set(columnOf(answer), answer.label);
  }
  const header = [...leading, ...columns.values(), ...trailing];
  const rows = items.map((inquiry) => [
    String(inquiry.id),
    koreanDateTime(inquiry.receivedAt),
    inquiry.page ?? '',
    languageLabel(inquiry.language),
    ...[...columns.keys()].map((column) => {
      const answer = inquiry.fields.find((field) => columnOf(field) === column);
      return answer ? answerText(answer) : '';
    }),
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
