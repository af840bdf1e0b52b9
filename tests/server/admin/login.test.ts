// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { logIn, ownOrigin, parseHtml, password, postForm, startAdmin, type RunningInbox } from './startAdmin';

let inbox: RunningInbox | undefined;
afterEach(async () => {
  await inbox?.close();
  inbox = undefined;
});
async function start(options?: Parameters<typeof startAdmin>[0]) {
  inbox = await startAdmin(options);
  return inbox;
}
const sessionCookie = (response: LightMyRequestResponse) => response.cookies.find((item) => item.name === 'admin_session');
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
    const field = document.querySelector<HTMLInputElement>('form[method="post"][action="/admin/login"] input[name="password"]');
    expect(field?.type).toBe('password');
    expect(document.querySelector(`label[for="${field?.id}"]`)?.textContent).toBe('비밀번호');
  });

  it('answers a wrong password with the form again, a Korean error and no session', async () => {
    const { app } = await start();
    const response = await postForm(app, '/admin/login', { password: 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('비밀번호가 맞지 않습니다');
    expect(parseHtml(response).querySelector('input[name="password"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('starts a 12-hour session in a strict, HttpOnly cookie and stores only its hash', async () => {
    const { app, store } = await start();
    const response = await postForm(app, '/admin/login', { password });
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
    const overHttps = await postForm(app, '/admin/login', { password }, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(overHttps)).toMatchObject({ secure: true });
    const overHttp = await postForm(app, '/admin/login', { password }, { 'x-forwarded-proto': 'http' });
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
  it('refuses an address past the limit with Retry-After, even with the right password, and lets other addresses in', async () => {
    const { app } = await start({ loginLimit: { max: 3, windowMs: 60_000 } });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postForm(app, '/admin/login', { password: 'wrong' })).statusCode).toBe(401);
    }
    const refused = await postForm(app, '/admin/login', { password });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body).toContain('로그인 시도가 너무 많습니다');
    expect(refused.body).toContain('1분 뒤에 다시 시도하세요');
    expect(sessionCookie(refused)).toBeUndefined();

    const elsewhere = await app.inject({
      method: 'POST',
      url: '/admin/login',
      remoteAddress: '198.51.100.9',
      headers: { origin: ownOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password }).toString(),
    });
    expect(elsewhere.statusCode).toBe(303);
  });

  it('allows ten attempts by default', async () => {
    const { app } = await start();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await postForm(app, '/admin/login', { password: 'wrong' })).statusCode).toBe(401);
    }
    expect((await postForm(app, '/admin/login', { password: 'wrong' })).statusCode).toBe(429);
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
