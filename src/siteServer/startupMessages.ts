import { fillMessage, type Catalogue, type Message } from '../messages/message';

interface StartupParams {
  /** A setting that must be a whole number from 1: `name` the variable, `raw` what it held. */
  'setting-not-positive': { name: string; raw: string };
  'log-level': { levels: readonly string[]; raw: string };
  'timeouts-order': { headers: number; request: number };
  'allowed-origin': { entry: string };
  /** `problem` continues "환경 변수 TRUST_PROXY…": the value and what is wrong with it. */
  'trust-proxy': { problem: string };
  'release-missing': { dir: string };
  'release-unreadable': { file: string; reason: string };
  'port-invalid': { raw: string };
  'port-in-use': { port: number };
}

export type StartupCode = keyof StartupParams;

/** Why the server does not start, for its operator (Korean); the launcher prints the message, then the hint. */
export const STARTUP_MESSAGES: Catalogue<StartupParams, 'ko'> = {
  'setting-not-positive': {
    ko: ({ name, raw }) => ({ message: `환경 변수 ${name}은(는) 1 이상의 정수여야 합니다: ${raw}` }),
  },
  'log-level': {
    ko: ({ levels, raw }) => ({ message: `환경 변수 LOG_LEVEL은(는) ${levels.join(', ')} 중 하나여야 합니다: ${raw}` }),
  },
  'timeouts-order': {
    ko: ({ headers, request }) => ({
      message: `환경 변수 HEADERS_TIMEOUT_MS(${headers})은(는) REQUEST_TIMEOUT_MS(${request})보다 클 수 없습니다.`,
      hint: '헤더도 요청의 일부이니 HEADERS_TIMEOUT_MS를 줄이거나 REQUEST_TIMEOUT_MS를 늘리세요.',
    }),
  },
  'allowed-origin': {
    ko: ({ entry }) => ({
      message: `환경 변수 ALLOWED_ORIGINS의 '${entry}'은(는) 주소가 아닙니다.`,
      hint: '예: ALLOWED_ORIGINS=https://www.kmac-lab.co.kr',
    }),
  },
  'trust-proxy': {
    ko: ({ problem }) => ({
      message: `환경 변수 TRUST_PROXY${problem}`,
      hint: '예: 같은 컴퓨터의 nginx·Caddy 하나 뒤라면 TRUST_PROXY=1, 다른 컴퓨터의 프록시라면 TRUST_PROXY=10.0.0.5 또는 TRUST_PROXY=10.0.0.0/8',
    }),
  },
  'release-missing': {
    ko: ({ dir }) => ({
      message: `빌드 결과(${dir})가 없습니다.`,
      hint: '개발 기계에서 npm run build를 하거나, 빌드 결과(dist-releases/)를 함께 옮기세요.',
    }),
  },
  'release-unreadable': {
    ko: ({ file, reason }) => ({
      message: `빌드 결과 ${file}를 읽지 못했습니다(${reason}).`,
      hint: 'npm run build로 다시 빌드하세요.',
    }),
  },
  'port-invalid': {
    ko: ({ raw }) => ({
      message: `포트 번호가 올바르지 않습니다: ${raw}`,
      hint: '0에서 65535 사이의 정수를 쓰세요. 예: PORT=8080 npm start',
    }),
  },
  'port-in-use': {
    ko: ({ port }) => ({
      message: `포트 ${port}을(를) 이미 다른 프로그램이 쓰고 있습니다.`,
      hint: `그 프로그램을 끄거나 PORT=${port + 1} npm start 처럼 다른 포트를 고르세요.`,
    }),
  },
};

export const startupMessage = <Code extends StartupCode>(code: Code, params: StartupParams[Code]): Message<Code> =>
  fillMessage(STARTUP_MESSAGES, code, params, 'ko');
