import { describe, expect, it } from 'vitest';
import { createMailer } from '../../../src/siteServer/mail/createMailer';
import type { StoredInquiry } from '../../../src/siteServer/storage/InquiryStore';
import { withLabFields, type LabAnswers } from '../storage/tempStore';
import { closedPort, startSmtpTestServer } from './smtpTestServer';

const lab = 'inquiry@kmac-lab.example';

function inquiry(overrides: Partial<StoredInquiry> & Partial<LabAnswers> = {}): StoredInquiry {
  return {
    id: 12,
    receivedAt: '2026-11-23T05:05:00.000Z',
    page: '/introduce',
    language: 'ko',
    clientHash: 'f'.repeat(64),
    handledAt: null,
    handledBy: null,
    mail: {
      status: 'unsent',
      attempts: 0,
      nextAttemptAt: '2026-11-23T05:05:00.000Z',
      lastError: null,
      lastErrorCode: null,
      lastErrorServer: null,
      sentAt: null,
    },
    memo: '',
    memoUpdatedAt: null,
    receipt: '0123456789abcdef0123456789abcdef',
    ...withLabFields(overrides, {
      company: '(주)회사명',
      phone: '010-1234-5678',
      email: 'visitor@customer.example',
      message: '열분석(TGA) 가능한지요?\n시료는 3개입니다.',
    }),
  };
}

describe('createMailer against a real SMTP server', () => {
  it('mails the lab a Korean subject and body, with Reply-To the visitor', async () => {
    const smtp = await startSmtpTestServer();
    await createMailer({ smtpUrl: smtp.url, recipient: lab, siteName: '한국소재분석컨설팅연구소' }).send(
      inquiry({ memo: '내부용 견적 메모' }),
    );
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelope).toEqual({ from: lab, to: [lab] });
    expect(mail?.headers.get('subject')).toBe('[웹사이트 문의] (주)회사명 — 접수 번호 12');
    expect(mail?.headers.get('to')).toBe(lab);
    expect(mail?.headers.get('reply-to')).toBe('visitor@customer.example');
    expect(mail?.headers.get('from')).toBe(`한국소재분석컨설팅연구소 웹사이트 <${lab}>`);
    expect(mail?.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(mail?.text).toContain(
      '접수 번호: 12\n접수 시각: 2026-11-23 14:05 (KST)\n보낸 페이지: /introduce\n언어: 한국어\n회사명: (주)회사명\n연락처: 010-1234-5678\n이메일: visitor@customer.example',
    );
    expect(mail?.text).toContain('문의 내용:\n열분석(TGA) 가능한지요?\n시료는 3개입니다.');
    expect(mail?.text).not.toContain('내부용 견적 메모');
  });

  it("names the visitor's language in the subject and the body, so the lab answers in it, and the number as typed", async () => {
    const smtp = await startSmtpTestServer();
    await createMailer({ smtpUrl: smtp.url, recipient: lab, siteName: '연구소' }).send(
      inquiry({ page: '/en/introduce#contact', language: 'en', phone: '+1 (555) 123-4567 ext. 12' }),
    );
    expect(smtp.received[0]?.headers.get('subject')).toBe('[웹사이트 문의 · 영어 페이지] (주)회사명 — 접수 번호 12');
    expect(smtp.received[0]?.text).toContain('보낸 페이지: /en/introduce#contact\n언어: 영어 (English)\n');
    expect(smtp.received[0]?.text).toContain('연락처: +1 (555) 123-4567 ext. 12\n');
  });

  it('sends from the given address when there is one', async () => {
    const smtp = await startSmtpTestServer();
    await createMailer({ smtpUrl: smtp.url, recipient: lab, from: 'web@kmac-lab.example', siteName: '연구소' }).send(
      inquiry(),
    );
    expect(smtp.received[0]?.envelope).toEqual({ from: 'web@kmac-lab.example', to: [lab] });
  });

  it('cannot be made to add headers or recipients through the company or the email', async () => {
    const smtp = await startSmtpTestServer();
    const mailer = createMailer({ smtpUrl: smtp.url, recipient: lab, siteName: '연구소' });
    await mailer.send(
      inquiry({
        company: '악성\r\nBcc: victim@evil.example\r\nX-Injected: 1',
        email: 'a@b.example\r\nBcc: victim@evil.example',
      }),
    );
    const [mail] = smtp.received;
    expect(mail?.envelope.to).toEqual([lab]);
    const headerBlock = mail?.raw.slice(0, mail.raw.indexOf('\r\n\r\n')) ?? '';
    expect(headerBlock).not.toMatch(/^(bcc|x-injected):/im);
    expect(mail?.headers.has('reply-to')).toBe(false);
    expect(mail?.headers.get('subject')).toBe(
      '[웹사이트 문의] 악성 Bcc: victim@evil.example X-Injected: 1 — 접수 번호 12',
    );
  });

  it('never writes to the visitor', async () => {
    const smtp = await startSmtpTestServer();
    await createMailer({ smtpUrl: smtp.url, recipient: lab, siteName: '연구소' }).send(
      inquiry({ email: 'visitor@customer.example' }),
    );
    expect(smtp.received.flatMap((mail) => mail.envelope.to)).toEqual([lab]);
  });

  it('rejects when the SMTP server is down', async () => {
    const port = await closedPort();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, recipient: lab, siteName: '연구소' });
    await expect(mailer.send(inquiry())).rejects.toThrow(/ECONNREFUSED/);
  });
});
