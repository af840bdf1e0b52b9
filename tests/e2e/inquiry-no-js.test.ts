// Form posts from a browser without JavaScript, refused on the real server: each comes back on the form's own page with what was typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixtureManifest } from './helpers/fixture-site';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { lockDatabase } from './helpers/locked-database';
import { requestLines } from './helpers/log-lines';
import { waitFor } from './helpers/wait-for';

const manifest = readFixtureManifest();
const form = { company: '무스크립트(주)', phone: '02-123-4567', email: 'kim@hanbit.example', message: '도금층 변색 원인 분석을 의뢰하고 싶습니다.', consent: 'on', page: '/about#contact', website: '' };

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ env: { INQUIRY_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await server?.stop();
});

function rowCount(on = server): number {
  const store = on.openStore();
  try {
    return store.list().total;
  } finally {
    store.close();
  }
}

const postForm = (values: Record<string, string> | string, on = server) =>
  fetch(`${on.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: on.url },
    body: typeof values === 'string' ? values : new URLSearchParams(values).toString(),
    redirect: 'manual',
  });

/** The 303 of a refused post, to the form's own page with a token and the form's fragment; then that page, as the browser asks for it. */
async function refusedPage(answer: Response, on = server): Promise<{ location: string; page: Response; html: string }> {
  expect(answer.status).toBe(303);
  const location = answer.headers.get('location') ?? '';
  expect(location).toMatch(/^\/about\?inquiry=[\w-]{24}#contact$/);
  const page = await fetch(on.url + location.replace(/#.*/, ''));
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.headers.get('cache-control')).toBe('no-store');
  expect(page.headers.get('etag')).toBeNull();
  return { location, page, html: await page.text() };
}

/** Once the draft page's request is logged: neither its token nor what was typed is in the log. */
async function expectNotLogged(location: string, ...typed: string[]) {
  await waitFor(() => requestLines(server.output(), 'GET', '/about').length > 0, 'the request line of the draft page');
  const output = server.output();
  expect(output).not.toContain(/inquiry=([\w-]+)/.exec(location)![1]);
  for (const value of typed) expect(output).not.toContain(value);
}

/** The form's value of a field, as the server rendered it. */
function fieldValue(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];
  const textarea = new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1];
  return input ?? textarea;
}

describe('a refused form post without JavaScript', () => {
  it('400: comes back on its page with the status, the reasons, every value and no script; a reload shows it again and sends nothing', async () => {
    const before = rowCount();
    const { location, page, html } = await refusedPage(await postForm({ ...form, phone: '12', consent: '' }));
    expect(page.status).toBe(400);
    expect(fieldValue(html, 'company')).toBe(form.company);
    expect(fieldValue(html, 'email')).toBe(form.email);
    expect(fieldValue(html, 'phone')).toBe('12');
    expect(fieldValue(html, 'message')).toBe(form.message);
    expect(html).toContain('010-1234-5678');
    expect(html).toContain('동의하셔야');
    expect(html).toContain(manifest.inquiryForm.status.invalid);
    expect(html).not.toMatch(/<script(?![^>]*application\/json)[^>]*>/);
    const reload = await fetch(server.url + location.replace(/#.*/, ''));
    expect(reload.status).toBe(400);
    expect(fieldValue(await reload.text(), 'company')).toBe(form.company);
    expect(rowCount()).toBe(before);
    await expectNotLogged(location, form.company, form.message);
  });

  it('an unknown token, or the token on another page, gets the site’s own page', async () => {
    const { location } = await refusedPage(await postForm({ ...form, email: 'kim@' }));
    for (const path of ['/about?inquiry=AAAAAAAAAAAAAAAAAAAAAAAA', location.replace('/about', '/').replace(/#.*/, '')]) {
      const page = await fetch(server.url + path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      expect(await page.text(), path).not.toContain(form.company);
    }
  });

  it('413 under the cap: the values come back, each cut to its length, and the message says so', async () => {
    // 12,000 Korean characters: 108 KB url-encoded, past the limit, under the cap.
    const long = '가나다'.repeat(4000);
    const { page, html } = await refusedPage(await postForm({ ...form, message: long }));
    expect(page.status).toBe(413);
    expect(fieldValue(html, 'message')).toBe(long.slice(0, 5000));
    expect(fieldValue(html, 'company')).toBe(form.company);
    expect(html).toContain('허용된 글자 수까지만 남겼습니다');
    expect(html).toContain('문의 내용은 5,000자 이내로 적어 주세요.');
  });

  it('413 past the cap: lost, and the page says so', async () => {
    const { page, html } = await refusedPage(await postForm({ ...form, message: '가'.repeat(50_000) }));
    expect(page.status).toBe(413);
    expect(html).toContain('입력하신 내용을 다시 보여 드릴 수 없습니다');
    expect(fieldValue(html, 'company')).toBe('');
  });

  it('500 when the database cannot take it: the values come back with the site’s failure message', async () => {
    const release = lockDatabase(server.dataDir);
    let answer: Response;
    try {
      answer = await postForm(form);
    } finally {
      release();
    }
    const before = rowCount();
    const { location, page, html } = await refusedPage(answer);
    expect(page.status).toBe(500);
    expect(html).toContain(manifest.inquiryForm.status.failed);
    expect(fieldValue(html, 'message')).toBe(form.message);
    expect((await fetch(server.url + location.replace(/#.*/, ''))).status).toBe(500);
    expect(rowCount()).toBe(before);
    await waitFor(() => server.output().includes('문의를 처리하다 오류가 났습니다.'), 'the logged store failure');
    await expectNotLogged(location, form.company, form.message);
  });
});

describe('the longest valid inquiry', () => {
  // Every field at its length in the costliest characters: 12 bytes each url-encoded or JSON-escaped.
  const longest = {
    company: '😀'.repeat(100),
    phone: '+82 (010) 1234 5678',
    email: `${'%'.repeat(254 - '@hanbit.example'.length)}@hanbit.example`,
    message: '😀'.repeat(5000),
    page: `/${'😀'.repeat(199)}`,
  };

  it('is stored from a form post (url-encoded)', async () => {
    const before = rowCount();
    const answer = await postForm({ ...longest, consent: 'on', website: '' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^\/inquiry-received\/\d+#_main$/);
    expect(rowCount()).toBe(before + 1);
  });

  it('is stored from the script (JSON with every non-ASCII character escaped)', async () => {
    const escaped = JSON.stringify({ ...longest, consent: true, website: '' }).replace(/[^\x00-\x7f]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16)}`);
    const answer = await fetch(`${server.url}/api/inquiries`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url }, body: escaped });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    const store = server.openStore();
    try {
      // Not a page of the site: not kept.
      expect(store.get(id)).toMatchObject({ company: longest.company, message: longest.message, page: null });
    } finally {
      store.close();
    }
  });

  it('still fits with the hidden field filled too (answered as a success, kept nowhere)', async () => {
    const answer = await postForm({ ...longest, consent: 'on', website: '😀'.repeat(500) });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
  });
});

describe('too many sends (INQUIRY_RATE_WINDOW_SECONDS=600, one a window)', () => {
  let limited: ServerProcess;
  beforeAll(async () => {
    limited = await startServerProcess({ env: { INQUIRY_RATE_LIMIT: '1', INQUIRY_RATE_WINDOW_SECONDS: '600' } });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it('comes back on the form’s page with 429, the values and the true wait in the message and Retry-After', async () => {
    const windowStart = Date.now();
    expect((await postForm(form, limited)).headers.get('location')).toMatch(/^\/inquiry-received\//);
    const { page, html } = await refusedPage(await postForm({ ...form, company: '두번째(주)' }, limited), limited);
    expect(page.status).toBe(429);
    const seconds = Number(page.headers.get('retry-after'));
    // The wait left of a 600-second window, not a fixed 60.
    expect(seconds).toBeGreaterThan(540);
    expect(seconds).toBeLessThanOrEqual(Math.ceil((windowStart + 600_000 - Date.now()) / 1000) + 1);
    expect(html).toContain(manifest.inquiryForm.status.tooMany.replace('{seconds}', String(seconds)));
    expect(fieldValue(html, 'company')).toBe('두번째(주)');
    expect(rowCount(limited)).toBe(1);
  });

  it('answers the script 429 with the same true wait', async () => {
    const answer = await fetch(`${limited.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: limited.url },
      body: JSON.stringify({ ...form, consent: true }),
    });
    expect(answer.status).toBe(429);
    const seconds = Number(answer.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(540);
    expect(await answer.json()).toEqual({ errors: { form: manifest.inquiryForm.status.tooMany.replace('{seconds}', String(seconds)) } });
  });
});
