import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { answerErrors, apiNotFound } from '../../../src/siteServer/http/errorHandlers';

const siteNames: Record<string, string> = { ko: '시험분석원 <본원>', en: 'Testing Institute <Main>' };
const context = {
  headers: () => ({ 'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff' }),
  languages: [{ code: 'ko' }, { code: 'en' }],
  siteName: (code: string) => siteNames[code]!,
};
const html = { accept: 'text/html,application/xhtml+xml;q=0.9' };

/** The app's error answers on a bare Fastify: a route that fails, and an API with one POST route. */
async function errorApp() {
  const app = Fastify({ bodyLimit: 1024 });
  app.setErrorHandler(answerErrors(context));
  for (const path of ['/boom', '/en/boom']) {
    app.get(path, async () => {
      throw new Error('disk on fire');
    });
  }
  app.post('/api/things', async () => ({ ok: true }));
  await app.register(apiNotFound, { prefix: '/api', ...context });
  onTestFinished(() => app.close());
  return app;
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-store');
}

describe('the app’s own error answers', () => {
  it('tells a program what went wrong in Korean JSON, with the security headers', async () => {
    const app = await errorApp();
    const cases = [
      { request: { url: '/boom' }, status: 500, message: /서버에서 오류가 났습니다/ },
      { request: { url: '/api/none' }, status: 404, message: /이 주소에는 페이지도 기능도 없습니다/ },
      {
        request: {
          method: 'POST' as const,
          url: '/api/things',
          headers: { 'content-type': 'application/json' },
          payload: '{"a":',
        },
        status: 400,
        message: /형식이 올바르지 않습니다/,
      },
      {
        request: {
          method: 'POST' as const,
          url: '/api/things',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ a: 'x'.repeat(2000) }),
        },
        status: 413,
        message: /KB까지 받습니다/,
      },
    ];
    for (const { request, status, message } of cases) {
      const answer = await app.inject(request);
      expect(answer.statusCode, request.url).toBe(status);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.json<{ message: string }>().message).toMatch(message);
      expectSecurityHeaders(answer.headers);
    }
  });

  it('shows a browser a short Korean page with a way home', async () => {
    const app = await errorApp();
    for (const [url, status, title] of [
      ['/boom', 500, '서버에 문제가 생겼습니다'],
      ['/api/none', 404, '찾는 주소가 없습니다'],
    ] as const) {
      const answer = await app.inject({ url, headers: html });
      expect(answer.statusCode).toBe(status);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expectSecurityHeaders(answer.headers);
      expect(answer.body).toMatch(/^<!doctype html><html lang="ko">/);
      expect(answer.body).toContain(`<title>${title} - 시험분석원 &lt;본원&gt;</title>`);
      expect(answer.body).toContain(`<h1>${title}</h1>`);
      expect(answer.body).toContain('<a href="/">시험분석원 &lt;본원&gt; 첫 페이지로</a>');
    }
  });

  it('answers an address under /en in English, with a way to the English home page', async () => {
    const app = await errorApp();
    const page = await app.inject({ url: '/en/boom', headers: html });
    expect(page.statusCode).toBe(500);
    expect(page.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(page.body).toContain('<title>Something went wrong on the server - Testing Institute &lt;Main&gt;</title>');
    expect(page.body).toContain('<a href="/en">Go to the Testing Institute &lt;Main&gt; home page</a>');
    expect((await app.inject({ url: '/en/boom' })).json<{ message: string }>().message).toMatch(/^The server failed/);
  });

  it('answers an API path that exists for other methods 405 with Allow', async () => {
    const app = await errorApp();
    const answer = await app.inject({ url: '/api/things?x=1' });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(answer.json<{ message: string }>().message).toMatch(/다른 방식의 요청만 받습니다/);
    expectSecurityHeaders(answer.headers);
  });

  it('never shows the failure’s own message to the visitor', async () => {
    const app = await errorApp();
    expect((await app.inject({ url: '/boom' })).body).not.toContain('disk on fire');
    expect((await app.inject({ url: '/boom', headers: html })).body).not.toContain('disk on fire');
  });
});
