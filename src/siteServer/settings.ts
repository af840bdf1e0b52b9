import { resolve } from 'node:path';
import { trustProxyFromEnv, type TrustProxy } from './http/trustProxy';
import { SettingsError } from './settingsError';
import { startupMessage } from './startupMessages';

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
  /** INQUIRY_RATE_LIMIT: submissions a window from one address (the load test raises it). */
  inquiryRateLimit: number;
  /** INQUIRY_RATE_WINDOW_SECONDS: the window the rate limit counts in (default 60). */
  inquiryRateWindowSeconds: number;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For/-Proto entries are believed (see trustProxy.ts). */
  trustProxy: TrustProxy;
  /** ALLOWED_ORIGINS: other origins whose pages may post inquiries (a static copy of the site on a CDN). */
  allowedOrigins: string[];
  /** LOG_LEVEL: the least severe log lines written to stdout (pino's levels; default info). */
  logLevel: LogLevel;
  /** HEADERS_TIMEOUT_MS: a request's headers must arrive within this (default 10 s). */
  headersTimeoutMs: number;
  /** REQUEST_TIMEOUT_MS: a whole request, body included, must arrive within this (default 30 s). */
  requestTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: an idle kept-alive connection is closed after this (default 5 s). */
  keepAliveTimeoutMs: number;
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new SettingsError(startupMessage('setting-not-positive', { name, raw }));
  return value;
}

function logLevel(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') return 'info';
  const level = logLevels.find((known) => known === raw);
  if (!level) throw new SettingsError(startupMessage('log-level', { levels: logLevels, raw }));
  return level;
}

/** Node refuses a header timeout longer than the whole request's; said here in the operator's terms. */
function timeouts(
  env: NodeJS.ProcessEnv,
): Pick<ServerSettings, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs'> {
  const headersTimeoutMs = positiveInteger('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 10_000);
  const requestTimeoutMs = positiveInteger('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new SettingsError(startupMessage('timeouts-order', { headers: headersTimeoutMs, request: requestTimeoutMs }));
  }
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: positiveInteger('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
  };
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
        throw new SettingsError(startupMessage('allowed-origin', { entry }));
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
    inquiryRateWindowSeconds: positiveInteger('INQUIRY_RATE_WINDOW_SECONDS', env.INQUIRY_RATE_WINDOW_SECONDS, 60),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    allowedOrigins: origins(env.ALLOWED_ORIGINS),
    logLevel: logLevel(env.LOG_LEVEL),
    ...timeouts(env),
  };
}
