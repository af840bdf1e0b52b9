// What a sender writes reaches the lab's mail and the CSV only through checkInquiry: no value it lets through can add a line of its own.
import { describe, expect, it } from 'vitest';
import { checkInquiry } from '../../../src/inquiry/checkInquiry';
import { inquiryMail } from '../../../src/siteServer/mail/inquiryMail';
import { storedAnswers } from '../../../src/siteServer/inquiries/storedAnswers';
import type { StoredInquiry } from '../../../src/siteServer/storage/InquiryStore';
import { inquiriesCsv } from '../../../src/siteServer/storage/inquiriesCsv';
import { labRules } from '../../inquiry/fieldRulesFixture';

const valid = {
  company: '(주)한빛소재',
  phone: '010-1234-5678',
  email: 'kim@hanbit.co.kr',
  message: '시료 분석 문의',
  consent: true,
  page: '/about#contact',
};
const fields = ['company', 'phone', 'email', 'message', 'page'] as const;
const forgeries = [
  '\n이메일: forged@evil.example',
  '\r\n회사명: 가짜',
  '\r연락처: 000',
  '\u2028이메일: forged@evil.example',
  '\u0085회사명: 가짜',
  '\u000b\u000c',
  '\u0000',
  '\u001b[2J',
];
const labels = ['접수 번호', '접수 시각', '보낸 페이지', '회사명', '연락처', '이메일'];

function stored(inquiry: Pick<StoredInquiry, 'fields' | 'page'>): StoredInquiry {
  const mail = {
    status: 'unsent',
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
    lastErrorCode: null,
    lastErrorServer: null,
    sentAt: null,
  } as const;
  return {
    ...inquiry,
    language: 'ko',
    id: 7,
    receivedAt: '2026-11-20T01:00:00.000Z',
    clientHash: 'a'.repeat(64),
    handledAt: null,
    handledBy: null,
    memo: '',
    memoUpdatedAt: null,
    receipt: 'f'.repeat(32),
    mail,
  };
}

describe('a forged line', () => {
  it.each(fields.flatMap((field) => forgeries.map((forgery) => [field, forgery] as const)))(
    'in %s (%j) is refused, or stays inside the message',
    (field, forgery) => {
      // Something after it, or trimming would take a trailing control away before the check.
      const check = checkInquiry({ ...valid, [field]: `${valid[field]}${forgery}.` }, labRules());
      if (!check.ok) {
        expect(check.errors[field === 'page' ? 'form' : field]).toContain('제어 문자');
        return;
      }
      // Only the message may hold a line break, and it comes after every label.
      expect(field).toBe('message');
      const { answers, page } = check.inquiry;
      const row = stored({ fields: storedAnswers(answers, labRules()), page: page ?? null });
      const { subject, text } = inquiryMail(row, '한빛분석');
      expect(subject).not.toMatch(/\p{Cc}/u);
      const head = text.split('\n문의 내용:\n')[0]!;
      for (const label of labels) expect(head.match(new RegExp(`^${label}: `, 'gm')), label).toHaveLength(1);
      // The message's lines stay in its one quoted cell: two records, the header and the inquiry.
      const csv = inquiriesCsv([row]);
      expect(csv.match(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/g)).toHaveLength(2);
    },
  );
});
