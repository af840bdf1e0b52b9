// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn, ownOrigin, parseHtml, password, postForm, startAdmin, username, type RunningInbox } from './startAdmin';

// A test may hold every password check until it lets them go: then none can end, and free its place, before
// the last of a flood of logins has arrived, however slowly a busy machine hands them over.
const checks = vi.hoisted(() => ({ held: Promise.resolve() }));
vi.mock('../../../src/siteServer/security/password', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/siteServer/security/password')>();
  return {
    ...original,
    verifyPassword: async (...args: Parameters<typeof original.verifyPassword>) => {
      await checks.held;
      return original.verifyPassword(...args);
    },
  };
});

let inbox: RunningInbox | undefined;
afterEach(async () => {
  await inbox?.close();
  inbox = undefined;
});
async function start(options?: Parameters<typeof startAdmin>[0]) {
  inbox = await startAdmin(options);
  return inbox;
}
const sessionCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((item) => item.name === 'admin_session');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('logging in', () => {
  it('sends a visitor without a session to the login form', async () => {
    const { app } = await start();
    for (const url of ['/admin', '/admin/inquiries/1', '/admin/export.csv']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location).toBe('/admin/login');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('shows a labelled password field in a Korean page', async () => {
    const { app } = await start();
    const response = await app.inject({ method: 'GET', url: '/admin/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const document = parseHtml(response);
    expect(document.documentElement.lang).toBe('ko');
    expect(document.title).toContain('로그인');
    const field = document.querySelector<HTMLInputElement>(
      'form[method="post"][action="/admin/login"] input[name="password"]',
    );
    expect(field?.type).toBe('password');
    expect(document.querySelector(`label[for="${field?.id}"]`)?.textContent).toBe('비밀번호');
  });

  it('answers a wrong password with the form again, a Korean error and no session', async () => {
    const { app } = await start();
    const response = await postForm(app, '/admin/login', { username, password: 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('비밀번호가 맞지 않습니다');
    expect(parseHtml(response).querySelector('input[name="password"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('starts a 12-hour session in a strict, HttpOnly cookie and stores only its hash', async () => {
    const { app, store } = await start();
    const response = await postForm(app, '/admin/login', { username, password });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/admin');
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin', maxAge: 43_200 });
    expect(cookie).not.toHaveProperty('secure');
    const token = cookie?.value ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(store.findSession(token)).toBeUndefined();
    const session = store.findSession(sha256(token));
    expect(Date.parse(session?.expiresAt ?? '') - Date.now()).toBeGreaterThan(11.9 * 60 * 60 * 1000);
    const list = await app.inject({ method: 'GET', url: '/admin', headers: { cookie: `admin_session=${token}` } });
    expect(list.statusCode).toBe(200);
  });

  it('marks the cookie Secure when a trusted proxy says the visit is https', async () => {
    const { app } = await start({ trustProxy: 1 });
    const overHttps = await postForm(app, '/admin/login', { username, password }, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(overHttps)).toMatchObject({ secure: true });
    const overHttp = await postForm(app, '/admin/login', { username, password }, { 'x-forwarded-proto': 'http' });
    expect(sessionCookie(overHttp)).not.toHaveProperty('secure');
  });

  it('sends someone already logged in from the form to the list', async () => {
    const { app } = await start();
    const cookie = await logIn(app);
    const response = await app.inject({ method: 'GET', url: '/admin/login', headers: { cookie } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/admin');
  });
});

describe('the login limit', () => {
  /** A login form posted from `remoteAddress`, as the inbox's own page sends it. */
  const postFrom = (app: FastifyInstance, remoteAddress: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/admin/login',
      remoteAddress,
      headers: { origin: ownOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const limit = { perAddress: 3, perAccount: 100, overall: 100, windowMs: 60_000 };

  it('refuses an address past the limit with Retry-After, even with the right password, and lets other addresses in', async () => {
    const { app } = await start({ loginLimit: limit });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postForm(app, '/admin/login', { username, password: 'wrong' })).statusCode).toBe(401);
    }
    const refused = await postForm(app, '/admin/login', { username, password });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body).toContain('로그인 시도가 너무 많습니다');
    expect(refused.body).toContain('1분 뒤에 다시 시도하세요');
    expect(sessionCookie(refused)).toBeUndefined();
    expect((await postFrom(app, '198.51.100.9', { username, password })).statusCode).toBe(303);
  });

  it('allows ten failures by default', async () => {
    const { app } = await start();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await postForm(app, '/admin/login', { username, password: 'wrong' })).statusCode).toBe(401);
    }
    expect((await postForm(app, '/admin/login', { username, password: 'wrong' })).statusCode).toBe(429);
  });

  it('counts only failures', async () => {
    const { app } = await start({ loginLimit: limit });
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await postForm(app, '/admin/login', { username, password })).statusCode).toBe(303);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await postForm(app, '/admin/login', { username, password: 'wrong' })).statusCode).toBe(401);
    expect((await postForm(app, '/admin/login', { username, password: 'wrong' })).statusCode).toBe(429);
  });

  it('forgives an address its failures at an account once it logs in to that account', async () => {
    const { app } = await start({ loginLimit: limit });
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 2; attempt += 1)
        expect((await postForm(app, '/admin/login', { username, password: 'wrong' })).statusCode).toBe(401);
      expect((await postForm(app, '/admin/login', { username, password })).statusCode).toBe(303);
    }
  });

  it('counts an IPv6 client per /64', async () => {
    const { app } = await start({ loginLimit: limit });
    for (let host = 1; host <= 3; host += 1)
      expect((await postFrom(app, `2001:db8:5:6::${host}`, { username, password: 'wrong' })).statusCode).toBe(401);
    expect((await postFrom(app, '2001:db8:5:6::99', { username, password })).statusCode).toBe(429);
    expect((await postFrom(app, '2001:db8:5:7::1', { username, password })).statusCode).toBe(303);
  });

  it('after many failures from many addresses, refuses those that failed and still lets staff in', async () => {
    const { app } = await start({ loginLimit: { ...limit, overall: 5 } });
    for (let host = 1; host <= 5; host += 1)
      expect((await postFrom(app, `203.0.113.${host}`, { username, password: 'wrong' })).statusCode).toBe(401);
    const refused = await postFrom(app, '203.0.113.1', { username, password });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('여러 곳에서 틀린 비밀번호가 한꺼번에 많이 들어와');
    expect((await postFrom(app, '192.0.2.50', { username, password })).statusCode).toBe(303);
  });

  it('locks down one account name without touching other accounts', async () => {
    const { app } = await start({ loginLimit: { ...limit, perAccount: 2 } });
    for (let host = 1; host <= 2; host += 1) {
      expect((await postFrom(app, `203.0.113.${host}`, { username: 'Kim', password: 'wrong' })).statusCode).toBe(401);
    }
    expect((await postFrom(app, '203.0.113.1', { username: 'kim', password: 'wrong' })).statusCode).toBe(429);
    expect((await postFrom(app, '203.0.113.1', { username, password })).statusCode).toBe(303);
  });

  it('answers 503 at once, counting nothing, when more logins arrive than the password checks can take', async () => {
    const { app } = await start({ loginLimit: { ...limit, overall: 2 } });
    const answers: { host: number; response: LightMyRequestResponse }[] = [];
    let letChecksGo = () => {};
    checks.held = new Promise((resolve) => (letChecksGo = resolve));
    // Two checks run and eight wait; every address sends one, so no per-address limit is met.
    const flood = Promise.all(
      Array.from({ length: 13 }, (_, host) =>
        postFrom(app, `198.51.100.${host + 1}`, { username, password: 'wrong' }).then((response) =>
          answers.push({ host, response }),
        ),
      ),
    );
    // The three that find no place are answered while every check is still held.
    await vi.waitFor(() => expect(answers).toHaveLength(3), { timeout: 10_000 });
    checks.held = Promise.resolve();
    letChecksGo();
    await flood;
    const statuses = answers.map((answer) => answer.response.statusCode);
    expect(statuses.filter((status) => status === 503)).toHaveLength(3);
    expect(statuses.slice(0, 3)).toEqual([503, 503, 503]);
    const [busy] = answers;
    expect(busy?.response.headers['retry-after']).toBe('2');
    expect(busy?.response.body).toContain('로그인 확인이 밀려 있습니다');
    const again = await postFrom(app, `198.51.100.${(busy?.host ?? 0) + 1}`, { username, password });
    expect(again.statusCode).toBe(303);
  });
});

describe('logging out', () => {
  it('ends the session in the store and in the browser', async () => {
    const { app, store } = await start();
    const cookie = await logIn(app);
    const token = cookie.split('=')[1] ?? '';
    const response = await postForm(app, '/admin/logout', {}, { cookie });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/admin/login');
    expect(sessionCookie(response)).toMatchObject({ value: '', path: '/admin' });
    expect(store.findSession(sha256(token))).toBeUndefined();
    const after = await app.inject({ method: 'GET', url: '/admin', headers: { cookie } });
    expect(after.statusCode).toBe(303);
    expect(after.headers.location).toBe('/admin/login');
  });
});
