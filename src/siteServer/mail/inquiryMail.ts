import { koreanDateTimeWithZone } from '../koreanTime';
import { inquiryTitle, longAnswerLines, shortAnswerLines } from '../storage/answerText';
import type { StoredInquiry } from '../storage/InquiryStore';
import { koreanLanguageName, languageLabel } from '../storage/languageLabel';

/** The subject and plain-text body of the mail that tells the lab about one inquiry. */
export function inquiryMail(inquiry: StoredInquiry, siteName: string): { subject: string; text: string } {
  // Line breaks in a subject would be folded away by nodemailer anyway; collapsing them keeps the subject readable.
  const title = inquiryTitle(inquiry);
  // An inquiry from a page in another language says so before it is opened: the lab answers it in that language,
  // perhaps by someone else. The tag stays inside the brackets, so staff's mail filters on "[웹사이트 문의" still match.
  const tag = inquiry.language === 'ko' ? '' : ` · ${koreanLanguageName(inquiry.language)} 페이지`;
  return {
    subject: `[웹사이트 문의${tag}] ${title} — 접수 번호 ${inquiry.id}`,
    text: [
      `${siteName} 웹사이트의 문의 양식으로 새 문의가 접수되었습니다.`,
      '이 메일에 회신하면 문의하신 분의 이메일로 보내집니다.',
      '',
      `접수 번호: ${inquiry.id}`,
      `접수 시각: ${koreanDateTimeWithZone(inquiry.receivedAt)}`,
      `보낸 페이지: ${inquiry.page ?? '알 수 없음'}`,
      // The lab answers in the visitor's language: a reply in Korean to an English page's visitor may go unread.
      `언어: ${languageLabel(inquiry.language)}`,
      ...shortAnswerLines(inquiry),
      ...longAnswerLines(inquiry),
      '',
    ].join('\n'),
  };
}
