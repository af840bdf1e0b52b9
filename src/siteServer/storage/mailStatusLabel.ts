import type { MailState } from './InquiryStore';

/** The mail state in a word or two, for the CLI table and the CSV. */
export function mailStatusLabel(mail: MailState): string {
  if (mail.status === 'sent') return '발송됨';
  return mail.attempts === 0 ? '대기' : `실패 ${mail.attempts}회`;
}
