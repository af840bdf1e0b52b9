import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { onTestFinished } from 'vitest';
import Fastify, { type FastifyInstance, type FastifyRequest, type LightMyRequestResponse } from 'fastify';
import { adminInbox } from '../../../src/siteServer/admin/adminInbox';
import type { LoginLimit } from '../../../src/siteServer/admin/loginLimiter';
import { fastifyTrustProxy, type TrustProxy } from '../../../src/siteServer/http/trustProxy';
import { hashPassword } from '../../../src/siteServer/security/password';
import type { InquiryStore, StoredInquiry } from '../../../src/siteServer/storage/InquiryStore';
import { sampleInquiry, type SampleOverrides } from '../storage/tempStore';
import { openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';

export const ownOrigin = 'http://inbox.test';
export const password = '분석실-비밀번호-2026';
export const username = '김연구';
export const siteName = '테스트분석센터';

export interface RunningInbox {
  app: FastifyInstance;
  store: InquiryStore;
  close(): Promise<void>;
}

let passwordHash: Promise<string> | undefined;

export interface StartOptions {
  /** Adds the account `username` with `password`; true unless false. */
  withPassword?: boolean;
  loginLimit?: LoginLimit;
  /** As TRUST_PROXY gives it; inject's requests come from 127.0.0.1 unless told otherwise. */
  trustProxy?: TrustProxy;
  isOwnOrigin?: (request: FastifyRequest) => boolean;
  /** A database folder the test made (and removes) itself, e.g. one written by an older version. */
  dataDir?: string;
}

/** A bare Fastify with the host's two plugins and the inbox at /admin, over a real store in a temp folder. */
export async function startAdmin(options: StartOptions = {}): Promise<RunningInbox> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'admin-inbox-')));
  const store = openInquiryStore(dataDir);
  // scrypt is slow on purpose; one hash serves every test of a file.
  if (options.withPassword !== false) store.addAccount(username, await (passwordHash ??= hashPassword(password)));
  const app = Fastify({ trustProxy: fastifyTrustProxy(options.trustProxy ?? false) });
  await app.register(formbody);
  await app.register(cookie);
  await app.register(adminInbox, {
    prefix: '/admin',
    store,
    siteName,
    isOwnOrigin: options.isOwnOrigin ?? ((request) => request.headers.origin === ownOrigin),
    loginLimit: options.loginLimit,
  });
  await app.ready();
  return {
    app,
    store,
    async close() {
      await app.close();
      store.close();
      if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** startAdmin for the running test only: closed when it ends. */
export async function startAdminForTest(options?: StartOptions): Promise<RunningInbox> {
  const inbox = await startAdmin(options);
  onTestFinished(() => inbox.close());
  return inbox;
}

/** A form POST as the inbox's own page sends it; `origin: null` sends none. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string | null> = {},
) {
  const sent = Object.entries({
    origin: ownOrigin,
    'content-type': 'application/x-www-form-urlencoded',
    ...headers,
  }).filter((entry): entry is [string, string] => entry[1] !== null);
  return app.inject({
    method: 'POST',
    url,
    headers: Object.fromEntries(sent),
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Posts the inbox's search form as the login `cookie` and returns the list address it leads to (`/admin?s=…`). */
export async function searchFor(app: FastifyInstance, cookie: string, words: string, state?: string): Promise<string> {
  const response = await postForm(app, '/admin/search', { q: words, ...(state && { state }) }, { cookie });
  if (response.statusCode !== 303) throw new Error(`search failed: ${response.statusCode} ${response.body}`);
  return String(response.headers.location);
}

/** Logs in and returns the Cookie header that carries the session. */
export async function logIn(app: FastifyInstance, account = username): Promise<string> {
  const response = await postForm(app, '/admin/login', { username: account, password });
  const session = response.cookies.find((item) => item.name === 'admin_session');
  if (response.statusCode !== 303 || !session) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return `admin_session=${session.value}`;
}

/** Only in a test file marked `// @vitest-environment jsdom`, which provides DOMParser. */
export function parseHtml(response: LightMyRequestResponse): Document {
  return new DOMParser().parseFromString(response.body, 'text/html');
}

/** The company names of the list's rows, top to bottom. */
export const rowCompanies = (document: Document) =>
  [...document.querySelectorAll('tbody th[scope="row"]')].map((cell) => cell.textContent);

export const linkHref = (document: Document, text: string) =>
  [...document.querySelectorAll('a')].find((link) => link.textContent?.trim() === text)?.getAttribute('href');

const base: SampleOverrides = {
  page: '/introduce',
  phone: '042-123-4567',
  email: 'qa@example.kr',
  message: '도금층 변색 원인 분석을 문의드립니다.',
  clientAddress: '203.0.113.7',
};

/** Adds inquiries a minute apart, oldest first, so the newest is the last given. */
export function addInquiries(
  store: InquiryStore,
  entries: (SampleOverrides & { company: string })[],
  start = new Date('2026-11-20T01:00:00Z'),
): StoredInquiry[] {
  return entries.map((entry, index) =>
    store.add(sampleInquiry({ ...base, ...entry }), new Date(start.getTime() + index * 60_000)),
  );
}
