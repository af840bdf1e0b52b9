import { resolve } from 'node:path';
import { trustProxyFromEnv, type TrustProxy } from './http/trustProxy';
import { SettingsError } from './settingsError';

export { SettingsError };

export interface ServerSettings {
  /** Where the database lives (DATA_DIR, default data/). */
  dataDir: string;
  /** SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587; without it inquiries are stored but not mailed. */
  smtpUrl?: string;
  /** SMTP_FROM: the sender of the mail to the lab (the recipient itself when absent). */
  mailFrom?: string;
  /** MAIL_RETRY_BASE_MS: the wait after a first failed mail, doubled on each further failure up to an hour. */
  mailRetryBaseMs: number;
  /** INQUIRY_RATE_LIMIT: submissions a minute from one address (the load test raises it). */
  inquiryRateLimit: number;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For/-Proto entries are believed (see trustProxy.ts). */
  trustProxy: TrustProxy;
  /** ALLOWED_ORIGINS: other origins whose pages may post inquiries (a static copy of the site on a CDN). */
  allowedOrigins: string[];
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new SettingsError(`환경 변수 ${name}은(는) 1 이상의 정수여야 합니다: ${raw}`);
  return value;
}

function origins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        throw new SettingsError(`환경 변수 ALLOWED_ORIGINS의 '${entry}'은(는) 주소가 아닙니다. 예: ALLOWED_ORIGINS=https://www.kmac-lab.co.kr`);
      }
    });
}

/** The server's settings from the environment; paths are resolved from the working directory. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerSettings {
  return {
    dataDir: resolve(root, env.DATA_DIR || 'data'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.SMTP_FROM || undefined,
    mailRetryBaseMs: positiveInteger('MAIL_RETRY_BASE_MS', env.MAIL_RETRY_BASE_MS, 60_000),
    inquiryRateLimit: positiveInteger('INQUIRY_RATE_LIMIT', env.INQUIRY_RATE_LIMIT, 5),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    allowedOrigins: origins(env.ALLOWED_ORIGINS),
  };
}
