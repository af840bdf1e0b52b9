import { checkboxWords } from '../../inquiry/messages/checkboxWords';
import type { StoredAnswer, StoredInquiry } from './InquiryStore';

type WithFields = Pick<StoredInquiry, 'fields'>;

/** An answer as the staff read it: the text, or 예/아니요 for a box. */
export const answerText = (answer: StoredAnswer): string =>
  typeof answer.value === 'boolean' ? checkboxWords.ko[answer.value ? 0 : 1] : answer.value;

export const isLongAnswer = (answer: StoredAnswer): boolean => answer.type === 'longText';

const shortOnes = (inquiry: WithFields) => inquiry.fields.filter((answer) => !isLongAnswer(answer));

/** The short answers as plain-text lines, `label: answer` (the lab's mail, `show`). */
export const shortAnswerLines = (inquiry: WithFields): string[] =>
  shortOnes(inquiry).map((answer) => `${answer.label}: ${answerText(answer)}`);

/** The long texts as plain-text lines, each under its label after an empty line. */
export const longAnswerLines = (inquiry: WithFields): string[] =>
  inquiry.fields.filter(isLongAnswer).flatMap((answer) => ['', `${answer.label}:`, answerText(answer)]);

/** The answer that names an inquiry in a list or a subject: its first short one (the lab's company name). */
const titleAnswer = (inquiry: WithFields) => shortOnes(inquiry)[0];

/** The name of an inquiry in a list or a subject, on one line. */
export function inquiryTitle(inquiry: WithFields): string {
  const title = titleAnswer(inquiry);
  const text = title ? answerText(title).replace(/\s+/g, ' ').trim() : '';
  return text === '' ? '(이름 없음)' : text;
}

/** The heading of a list's title column: the label every listed inquiry's title has, or a word for all of them. */
export function titleHeading(inquiries: readonly WithFields[]): string {
  const labels = new Set(inquiries.map((inquiry) => titleAnswer(inquiry)?.label));
  const [only] = labels;
  return labels.size === 1 && only !== undefined ? only : '보낸 분';
}

/** The first answer of a kind (tel, email), as typed. */
export function answerOfType(inquiry: WithFields, type: 'tel' | 'email'): string {
  const found = inquiry.fields.find((answer) => answer.type === type && answerText(answer) !== '');
  return found ? answerText(found) : '';
}

/** What a list shows of an inquiry besides its title and contacts: its long texts, else its other short answers. */
export function inquiryPreview(inquiry: WithFields): string {
  const long = inquiry.fields.filter(isLongAnswer).map(answerText).join(' ');
  if (long.trim() !== '') return long;
  const title = titleAnswer(inquiry);
  return shortOnes(inquiry)
    .filter((answer) => answer !== title && answer.type !== 'tel' && answer.type !== 'email')
    .map((answer) => `${answer.label}: ${answerText(answer)}`)
    .join(' · ');
}
