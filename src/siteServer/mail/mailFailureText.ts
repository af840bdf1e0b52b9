import { fillMessage, type Catalogue, type HintedWords, type Message } from '../../messages/message';
import type { MailState } from '../storage/InquiryStore';

type MailFailureCode =
  | 'mail-refused-connection'
  | 'mail-unknown-host'
  | 'mail-timeout'
  | 'mail-login-refused'
  | 'mail-certificate'
  | 'mail-connection-lost'
  | 'mail-not-accepted';

/** A failed send's words: what went wrong, naming the mail server when known, and what staff or the administrator should check. */
export type MailFailureText = Message<MailFailureCode, HintedWords>;

/** `server` is "메일 서버(host:port)", or "메일 서버" for an error stored before the server was kept. Korean: staff read it. */
export const MAIL_FAILURES: Catalogue<Record<MailFailureCode, { server: string }>, 'ko', HintedWords> = {
  'mail-refused-connection': {
    ko: ({ server }) => ({
      message: `${server}에 연결하지 못했습니다(연결 거부).`,
      hint: '메일 서버가 켜져 있는지, SMTP_URL의 주소와 포트가 맞는지 확인하세요.',
    }),
  },
  'mail-unknown-host': {
    ko: ({ server }) => ({
      message: `${server}의 이름을 찾지 못했습니다.`,
      hint: 'SMTP_URL의 서버 이름에 오타가 없는지, 이 서버에서 DNS(인터넷 연결)가 되는지 확인하세요.',
    }),
  },
  'mail-timeout': {
    ko: ({ server }) => ({
      message: `${server}이(가) 제한 시간 안에 응답하지 않았습니다.`,
      hint: '방화벽이 이 포트로 나가는 연결을 막고 있지 않은지, SMTP_URL의 주소와 포트가 맞는지 확인하세요.',
    }),
  },
  'mail-login-refused': {
    ko: ({ server }) => ({
      message: `${server}이(가) 로그인을 거부했습니다(아이디 또는 비밀번호 오류).`,
      hint: 'SMTP_URL에 적은 사용자 이름과 비밀번호(메일 서비스의 앱 비밀번호)가 맞는지 확인하세요.',
    }),
  },
  'mail-certificate': {
    ko: ({ server }) => ({
      message: `${server}의 보안 인증서를 확인하지 못했습니다.`,
      hint: 'SMTP_URL의 서버 이름이 인증서의 이름과 같은지, smtps://와 포트(465는 smtps, 587은 smtp)를 맞게 적었는지 확인하세요.',
    }),
  },
  'mail-connection-lost': {
    ko: ({ server }) => ({
      message: `${server}과(와)의 연결이 중간에 끊겼습니다.`,
      hint: '메일 서버가 제대로 동작하는지, 방화벽이나 보안 프로그램이 연결을 끊지 않는지 확인하세요.',
    }),
  },
  'mail-not-accepted': {
    ko: ({ server }) => ({
      message: `${server}이(가) 메일을 받지 않았습니다.`,
      hint: '아래 기술 정보를 서버 관리자에게 알려 주세요. 메일 서버의 거부 사유가 들어 있습니다.',
    }),
  },
};

type Failure = Pick<MailState, 'lastError' | 'lastErrorCode' | 'lastErrorServer'>;

// nodemailer wraps socket errors as ESOCKET and DNS errors as EDNS, keeping the system's code in the message, so both are read.
// The order matters: a refused connection and a bad certificate also arrive as ESOCKET.
const causes: { code: MailFailureCode; matches(code: string, message: string): boolean }[] = [
  {
    code: 'mail-refused-connection',
    matches: (code, message) => code === 'ECONNREFUSED' || /ECONNREFUSED/.test(message),
  },
  { code: 'mail-unknown-host', matches: (code, message) => code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message) },
  {
    code: 'mail-timeout',
    matches: (code, message) => code === 'ETIMEDOUT' || /ETIMEDOUT|timeout|Greeting never received/i.test(message),
  },
  {
    code: 'mail-login-refused',
    matches: (code, message) => code === 'EAUTH' || /\b535\b|Invalid login|authentication/i.test(message),
  },
  {
    code: 'mail-certificate',
    matches: (code, message) => code === 'ETLS' || /certificate|self[- ]signed|CERT_|altnames/i.test(message),
  },
  {
    code: 'mail-connection-lost',
    matches: (code, message) =>
      ['ESOCKET', 'ECONNECTION', 'ECONNRESET'].includes(code) || /ECONNRESET|socket/i.test(message),
  },
];

/** A failed send in Korean: the cause in words and what to check; the raw error stays for the technical detail. */
export function mailFailureText(failure: Failure): MailFailureText {
  const server = failure.lastErrorServer ? `메일 서버(${failure.lastErrorServer})` : '메일 서버';
  const code = failure.lastErrorCode ?? '';
  const message = failure.lastError ?? '';
  const cause = causes.find((candidate) => candidate.matches(code, message))?.code ?? 'mail-not-accepted';
  return fillMessage(MAIL_FAILURES, cause, { server }, 'ko');
}

/** host:port of an SMTP URL, the port nodemailer would use when none is written; never the user name or password. */
export function smtpServerName(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
  } catch {
    return '(SMTP_URL을 읽을 수 없음)';
  }
}
