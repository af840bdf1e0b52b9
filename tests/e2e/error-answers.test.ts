// What the real server answers when it refuses or fails a request itself: security headers always, Korean HTML or JSON.
import { ko } from '../helpers/manifestText';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitBytes, kilobytes } from '../../src/siteServer/inquiries/bodyLimit';
import { readFixtureManifest } from './helpers/fixture-site';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { lockDatabase } from './helpers/locked-database';

const manifest = readFixtureManifest();
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const valid = {
  company: '(주)한빛소재',
  phone: '010-1234-5678',
  email: 'kim@hanbit.example',
  message: '도금층 변색 원인 분석을 의뢰하고 싶습니다.',
  consent: true,
};
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ env: { INQUIRY_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await server?.stop();
});

function expectSecurityHeaders(answer: Response) {
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
}

async function expectKoreanPage(answer: Response, status: number, title: string) {
  expect(answer.status).toBe(status);
  expectSecurityHeaders(answer);
  expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const page = await answer.text();
  expect(page).toContain('<html lang="ko">');
  expect(page).toContain(`<h1>${title}</h1>`);
  expect(page).toContain(`<a href="/">${manifest.site.name} 첫 페이지로</a>`);
}

async function expectKoreanJson(answer: Response, status: number, message: RegExp) {
  expect(answer.status).toBe(status);
  expectSecurityHeaders(answer);
  const body = (await answer.json()) as { message: string };
  expect(body.message).toMatch(message);
}

const postInquiry = (body: string, type = 'application/json', headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': type, origin: server.url, ...headers },
    body,
    redirect: 'manual',
  });

describe('the server’s own refusals', () => {
  it('400 for a URL it cannot decode', async () => {
    await expectKoreanPage(await fetch(`${server.url}/%E0%A4%A`, { headers: html }), 400, '요청을 이해하지 못했습니다');
    await expectKoreanJson(await fetch(`${server.url}/%E0%A4%A`), 400, /주소나 보낸 내용의 형식이 올바르지 않습니다/);
  });

  it('404 for what the API does not have, 405 with Allow for the wrong method', async () => {
    await expectKoreanPage(
      await fetch(`${server.url}/api/no-such-thing`, { headers: html }),
      404,
      '찾는 주소가 없습니다',
    );
    await expectKoreanJson(await fetch(`${server.url}/api/no-such-thing`), 404, /페이지도 기능도 없습니다/);
    const wrongMethod = await fetch(`${server.url}/api/inquiries`);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    await expectKoreanJson(wrongMethod, 405, /다른 방식의 요청만 받습니다/);
  });
});

describe('the inquiry API keeps its own answers, now with the security headers', () => {
  it('413 for a body over the limit, as JSON or as the form page it sends the browser back to', async () => {
    const tooBig = { ...valid, message: '가'.repeat(bodyLimitBytes / 3) };
    const json = await postInquiry(JSON.stringify(tooBig));
    expect(json.status).toBe(413);
    expectSecurityHeaders(json);
    expect(await json.json()).toEqual({ errors: { form: expect.stringContaining(kilobytes(bodyLimitBytes)) } });
    const form = await postInquiry(
      new URLSearchParams({ ...tooBig, consent: 'on' }).toString(),
      'application/x-www-form-urlencoded',
      html,
    );
    expect(form.status).toBe(303);
    expectSecurityHeaders(form);
    const page = await fetch(server.url + form.headers.get('location')!.replace(/#.*/, ''), { headers: html });
    expect(page.status).toBe(413);
    expectSecurityHeaders(page);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('보낸 내용이 너무 커서');
  });

  it('500 when the database cannot take the inquiry', async () => {
    const release = lockDatabase(server.dataDir);
    let answer: Response;
    try {
      answer = await postInquiry(JSON.stringify(valid));
    } finally {
      release();
    }
    expect(answer.status).toBe(500);
    expectSecurityHeaders(answer);
    expect(await answer.json()).toEqual({ errors: { form: ko(manifest.inquiryForm.status.failed) } });
  });
});
