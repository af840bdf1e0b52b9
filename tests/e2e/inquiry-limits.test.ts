// The limits of the inquiry API on the real server: the longest valid inquiry fits in either encoding; too many sends are told the true wait;
// one client's refused form posts push out only its own drafts.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixtureManifest } from './helpers/fixture-site';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { fieldValue, postForm, refusedPage, rowCount, typedForm as form } from './helpers/no-js-form';
import { ko } from '../helpers/manifestText';
import { labFields } from '../siteServer/storage/tempStore';

const manifest = readFixtureManifest();

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ env: { INQUIRY_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await server?.stop();
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
    const before = rowCount(server);
    const answer = await postForm(server, { ...longest, consent: 'on', website: '' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^\/inquiry-received\/[0-9a-f]{32}#_main$/);
    expect(rowCount(server)).toBe(before + 1);
  });

  it('is stored from the script (JSON with every non-ASCII character escaped)', async () => {
    const escaped = JSON.stringify({ ...longest, consent: true, website: '' }).replace(
      /[\x80-\uffff]/g,
      (unit) => `\\u${unit.charCodeAt(0).toString(16)}`,
    );
    const answer = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: escaped,
    });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    const store = server.openStore();
    try {
      // Not a page of the site: not kept.
      expect(store.get(id)).toMatchObject({ fields: labFields(longest), page: null });
    } finally {
      store.close();
    }
  });

  it('still fits with the hidden field filled too (answered as a success, kept nowhere)', async () => {
    const answer = await postForm(server, { ...longest, consent: 'on', website: '😀'.repeat(500) });
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
    expect((await postForm(limited, form)).headers.get('location')).toMatch(/^\/inquiry-received\//);
    const refused = await postForm(limited, { ...form, company: '두번째(주)' });
    expect(refused.headers.get('retry-after')).toBeNull();
    const { page, html } = await refusedPage(limited, refused);
    expect(page.status).toBe(429);
    const seconds = Number(page.headers.get('retry-after'));
    // The wait left of a 600-second window, not a fixed 60.
    expect(seconds).toBeGreaterThan(540);
    expect(seconds).toBeLessThanOrEqual(Math.ceil((windowStart + 600_000 - Date.now()) / 1000) + 1);
    expect(html).toContain(ko(manifest.inquiryForm.status.tooMany).replace('{seconds}', String(seconds)));
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
    expect(await answer.json()).toEqual({
      errors: { form: ko(manifest.inquiryForm.status.tooMany).replace('{seconds}', String(seconds)) },
    });
  });
});

/** A form post from another loopback address than the test's own (127.0.0.1): another client to the server. Answers the status and Location. */
function postFormFrom(
  localAddress: string,
  values: Record<string, string>,
): Promise<{ status: number; location: string }> {
  const body = new URLSearchParams(values).toString();
  return new Promise((resolve, reject) => {
    const post = request(
      `${server.url}/api/inquiries`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: server.url,
          'content-length': Buffer.byteLength(body),
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, location: answer.headers.location ?? '' }));
      },
    );
    post.on('error', reject);
    post.end(body);
  });
}

describe('refused form posts from one client in a loop', () => {
  it('push out only that client’s own drafts: a visitor’s page still shows what was typed after 260 posts of 80 KB', async () => {
    const { location } = await refusedPage(
      server,
      await postForm(server, { ...form, company: '기다리는 방문자(주)', consent: '' }),
    );
    // 80,000 letters: under the body limit, over the message's length, so each draft keeps all of it (as in the field test: 20 MB).
    const flood = { ...form, consent: '', message: 'x'.repeat(80_000) };
    let last = { status: 0, location: '' };
    for (let post = 0; post < 260; post += 1) last = await postFormFrom('127.0.0.2', flood);
    expect(last.status).toBe(303);
    const own = await fetch(server.url + last.location.replace(/#.*/, ''));
    expect(own.status).toBe(400);
    expect(fieldValue(await own.text(), 'message')).toBe(flood.message);

    const page = await fetch(server.url + location.replace(/#.*/, ''));
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(fieldValue(html, 'company')).toBe('기다리는 방문자(주)');
    expect(fieldValue(html, 'message')).toBe(form.message);
  });
});
