import { checkboxWords } from '../../inquiry/messages/checkboxWords';
import type { StoredAnswer, StoredInquiry } from './InquiryStore';

/** An answer as the staff read it: the text, or 예/아니요 for a box. */
export const answerText = (answer: StoredAnswer): string =>
  typeof answer.value === 'boolean' ? checkboxWords.ko[answer.value ? 0 : 1] : answer.value;

export const isLongAnswer = (answer: StoredAnswer): boolean => answer.type === 'longText';

/** The answers as plain-text lines (the lab's mail, `show`): `label: answer`, a long text under its label. */
export function answerLines(fields: readonly StoredAnswer[]): string[] {
  const short = fields
    .filter((answer) => !isLongAnswer(answer))
    .map((answer) => `${answer.label}: ${answerText(answer)}`);
  const long = fields.filter(isLongAnswer).flatMap((answer) => ['', `${answer.label}:`, answerText(answer)]);
  return [...short, ...long];
}

/** What names an inquiry in a list or a subject: its first short answer (the lab's company name), on one line. */
export function inquiryTitle(inquiry: Pick<StoredInquiry, 'fields'>): string {
  const first = inquiry.fields.find((answer) => !isLongAnswer(answer) && answerText(answer).trim() !== '');
  return first ? answerText(first).replace(/\s+/g, ' ').trim() : '(이름 없음)';
}

/** The other short answers on one line, each after its label (a list's second column). */
export function shortAnswers(inquiry: Pick<StoredInquiry, 'fields'>): string {
  const short = inquiry.fields.filter((answer) => !isLongAnswer(answer) && answerText(answer) !== '');
  return short
    .slice(1)
    .map((answer) => `${answer.label}: ${answerText(answer)}`)
    .join(' · ');
}

/** The long texts together, for a list's preview. */
export const longAnswers = (inquiry: Pick<StoredInquiry, 'fields'>): string =>
  inquiry.fields.filter(isLongAnswer).map(answerText).join('\n');

/** The first e-mail the visitor gave, for the lab's reply. */
export const replyAddress = (inquiry: Pick<StoredInquiry, 'fields'>): string | undefined =>
  inquiry.fields.find((answer) => answer.type === 'email' && typeof answer.value === 'string' && answer.value !== '')
    ?.value as string | undefined;
