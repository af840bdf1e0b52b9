import { describe, expect, it } from 'vitest';
import { mailFailureText, smtpServerName } from '../../../src/siteServer/mail/mailFailureText';

const server = '127.0.0.1:2526';
const text = (lastErrorCode: string | null, lastError: string, lastErrorServer: string | null = server) =>
  mailFailureText({ lastErrorCode, lastError, lastErrorServer });

describe('mailFailureText', () => {
  it('names the cause and the server in Korean, with what to check', () => {
    expect(text('ESOCKET', 'connect ECONNREFUSED 127.0.0.1:2526')).toEqual({
      code: 'mail-refused-connection',
      message: '메일 서버(127.0.0.1:2526)에 연결하지 못했습니다(연결 거부).',
      hint: '메일 서버가 켜져 있는지, SMTP_URL의 주소와 포트가 맞는지 확인하세요.',
    });
    expect(text('ETIMEDOUT', 'Connection timeout').message).toBe(
      '메일 서버(127.0.0.1:2526)이(가) 제한 시간 안에 응답하지 않았습니다.',
    );
    expect(text('ETIMEDOUT', 'Connection timeout').hint).toContain('방화벽');
    expect(text('EDNS', 'getaddrinfo ENOTFOUND smtp.exmaple.com').hint).toContain('오타');
    expect(text('EDNS', 'getaddrinfo EAI_AGAIN smtp.example.com').message).toContain('이름을 찾지 못했습니다');
    expect(text('EAUTH', 'Invalid login: 535 5.7.8 Username and Password not accepted').hint).toContain('비밀번호');
    expect(text(null, '535 Authentication failed').message).toContain('로그인을 거부했습니다');
    expect(text('ESOCKET', 'self-signed certificate in certificate chain').message).toContain('보안 인증서');
    expect(text('ESOCKET', "Hostname/IP does not match certificate's altnames").message).toContain('보안 인증서');
    expect(text('ESOCKET', 'read ECONNRESET').message).toContain('연결이 중간에 끊겼습니다');
    expect(text('EENVELOPE', '550 5.1.1 Mailbox unavailable').hint).toContain('기술 정보');
  });

  it('reads an error stored before the code and server were kept', () => {
    expect(text(null, 'connect ECONNREFUSED 10.0.0.5:25', null).message).toBe(
      '메일 서버에 연결하지 못했습니다(연결 거부).',
    );
  });
});

describe('smtpServerName', () => {
  it('is host and port without the user or password, with the default port when none is written', () => {
    expect(smtpServerName('smtps://lab:s3cret@smtp.example.com')).toBe('smtp.example.com:465');
    expect(smtpServerName('smtp://lab:s3cret@smtp.example.com')).toBe('smtp.example.com:587');
    expect(smtpServerName('smtp://127.0.0.1:2526')).toBe('127.0.0.1:2526');
    expect(smtpServerName('not a url')).toBe('(SMTP_URL을 읽을 수 없음)');
  });
});
