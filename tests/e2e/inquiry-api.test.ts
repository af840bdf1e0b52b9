// POST /api/inquiries on the real server (its own process, a loopback port, a temporary DATA_DIR).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallest } from '../../src/siteBuild/precompress';
import { bodyLimitBytes, kilobytes } from '../../src/siteServer/inquiries/bodyLimit';
import { readFixtureManifest } from './helpers/fixture-site';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { ko } from '../helpers/manifestText';
import { answerOf, labFields } from '../siteServer/storage/tempStore';

const manifest = readFixtureManifest();
const valid = {
  company: '(주)한빛소재',
  phone: '010-1234-5678',
  email: 'kim@hanbit.example',
  message: '도금층 변색 원인 분석을 의뢰하고 싶습니다.',
  consent: true,
  page: '/about#contact',
};

let server: ServerProcess;
const rowCount = () => {
  const store = server.openStore();
  try {
    return store.list().total;
  } finally {
    store.close();
  }
};

function post(body: string | object, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });
}

/** The request is refused with `status`, says `message` in its JSON, and leaves the database as it was. */
async function expectRefused(response: Promise<Response>, status: number, errors: Record<string, unknown>) {
  const before = rowCount();
  const answer = await response;
  expect(answer.status).toBe(status);
  expect(await answer.json()).toEqual({ errors });
  expect(rowCount()).toBe(before);
  return answer;
}

beforeAll(async () => {
  server = await startServerProcess({ env: { INQUIRY_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await server?.stop();
});

describe('a valid inquiry', () => {
  it('is answered 201 with its id only once its row is stored, without the raw address', async () => {
    const answer = await post(valid);
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    const store = server.openStore();
    try {
      const row = store.get(id);
      // Each field under the fixture form's label, as the inbox, the mail and the CSV show it.
      expect(row).toMatchObject({
        fields: labFields({ company: valid.company, phone: valid.phone, email: valid.email, message: valid.message }),
        page: '/about#contact',
      });
      expect(Date.now() - Date.parse(row!.receivedAt)).toBeLessThan(60_000);
      expect(row!.receivedAt).toMatch(/Z$/);
      expect(row!.clientHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.clientHash).not.toContain('127.0.0.1');
    } finally {
      store.close();
    }
  });

  it('is trimmed before it is stored', async () => {
    const answer = await post({ ...valid, company: '  (주)공백소재  ', message: '\n 내용 \n' });
    const { id } = (await answer.json()) as { id: number };
    const store = server.openStore();
    try {
      expect([answerOf(store.get(id), 'company'), answerOf(store.get(id), 'message')]).toEqual([
        '(주)공백소재',
        '내용',
      ]);
    } finally {
      store.close();
    }
  });
});

describe('bad input stores nothing', () => {
  it('400 with a Korean message beside each field', async () => {
    await expectRefused(
      post({ ...valid, company: ' ', phone: '전화 주세요', email: 'kim@', message: '', consent: false }),
      400,
      {
        company: '‘회사명’ 항목을 입력해 주세요.',
        phone: expect.stringContaining('010-1234-5678'),
        email: expect.stringContaining('형식'),
        message: '‘문의 내용’ 항목을 입력해 주세요.',
        consent: expect.stringContaining('동의'),
      },
    );
  });

  it('400 for too long a field, an unknown field and unreadable JSON', async () => {
    await expectRefused(post({ ...valid, company: '가'.repeat(101) }), 400, {
      company: '‘회사명’ 항목은 100자 이내로 적어 주세요.',
    });
    await expectRefused(post({ ...valid, message: 'a'.repeat(5001) }), 400, {
      message: expect.stringContaining('5,000자'),
    });
    await expectRefused(post({ ...valid, admin: true }), 400, { form: expect.stringContaining("'admin'") });
    await expectRefused(post('{"company": '), 400, { form: expect.stringContaining('읽을 수 없습니다') });
  });

  it('413 for a body over the limit, naming it', async () => {
    await expectRefused(post({ ...valid, message: '가'.repeat(bodyLimitBytes / 3) }), 413, {
      form: expect.stringContaining(`(${kilobytes(bodyLimitBytes)}까지 받습니다)`),
    });
  });

  it('415 for a content type other than JSON or a form', async () => {
    await expectRefused(post(JSON.stringify(valid), { 'content-type': 'text/plain' }), 415, {
      form: expect.stringContaining('application/json'),
    });
    await expectRefused(post('company=x', { 'content-type': 'multipart/form-data; boundary=x' }), 415, {
      form: expect.any(String),
    });
  });

  it('403 for an Origin that is not the site', async () => {
    await expectRefused(post(valid, { origin: 'https://evil.example' }), 403, {
      form: '이 사이트의 페이지에서 보낸 문의만 받습니다.',
    });
    await expectRefused(post(valid, { origin: 'null' }), 403, { form: expect.any(String) });
  });

  it('201 and silence for a filled honeypot', async () => {
    const before = rowCount();
    const answer = await post({ ...valid, website: 'https://spam.example' });
    expect(answer.status).toBe(201);
    expect(rowCount()).toBe(before);
  });
});

describe('the rate limit', () => {
  let limited: ServerProcess;
  beforeAll(async () => {
    limited = await startServerProcess({ env: { INQUIRY_RATE_LIMIT: '5' } });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it('answers the sixth submission in a minute 429 with Retry-After, and stores nothing for it', async () => {
    const send = () =>
      fetch(`${limited.url}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: limited.url },
        body: JSON.stringify(valid),
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(201);
    const answer = await send();
    expect(answer.status).toBe(429);
    const seconds = Number(answer.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await answer.json()).toEqual({
      errors: { form: ko(manifest.inquiryForm.status.tooMany).replace('{seconds}', String(seconds)) },
    });
    const store = limited.openStore();
    try {
      expect(store.list().total).toBe(5);
    } finally {
      store.close();
    }
  });
});

describe('a copy of the site on another origin (ALLOWED_ORIGINS)', () => {
  it('may post inquiries across origins; any other origin gets no CORS permission and a 403', async () => {
    const server = await startServerProcess({ env: { ALLOWED_ORIGINS: 'https://static.example.test' } });
    try {
      const preflight = await fetch(`${server.url}/api/inquiries`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://static.example.test',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://static.example.test');
      const answer = await fetch(`${server.url}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://static.example.test' },
        body: JSON.stringify(valid),
      });
      expect(answer.status).toBe(201);
      expect(answer.headers.get('access-control-allow-origin')).toBe('https://static.example.test');
      const foreign = await fetch(`${server.url}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://other.example.test' },
        body: JSON.stringify(valid),
      });
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.stop();
    }
  });
});

describe('a form posted without JavaScript', () => {
  const form = (values: Record<string, string>) =>
    post(new URLSearchParams(values).toString(), { 'content-type': 'application/x-www-form-urlencoded' });

  const sent = {
    company: '무스크립트(주)',
    phone: '02-123-4567',
    email: 'a@b.example',
    message: '문의',
    consent: 'on',
    page: '/about#contact',
    website: '',
  };
  /** The receipt address a stored form post is sent to (without its fragment), and the inquiry's number. */
  const receiptOf = async (answer: Response) => {
    expect(answer.status).toBe(303);
    const token = /^\/inquiry-received\/([0-9a-f]{32})#_main$/.exec(answer.headers.get('location') ?? '')?.[1] ?? '';
    const store = server.openStore();
    try {
      return { path: `/inquiry-received/${token}`, token, id: store.getByReceipt(token)?.id ?? NaN };
    } finally {
      store.close();
    }
  };

  it('is stored and answered 303 to a receipt page showing its number', async () => {
    const answer = await form(sent);
    const { id } = await receiptOf(answer);
    const location = answer.headers.get('location')!;
    expect(id).toBeGreaterThan(0);
    const receipt = await fetch(server.url + location.replace(/#.*/, ''));
    expect(receipt.status).toBe(200);
    const html = await receipt.text();
    expect(html).toContain(ko(manifest.inquiryForm.receipt.title));
    expect(html).toContain(String(id));
    expect(html).toContain('noindex');
  });

  it('has no receipt for an inquiry that does not exist', async () => {
    expect((await fetch(`${server.url}/inquiry-received/999999`)).status).toBe(404);
  });

  it('gives receipt addresses that tell neither how many inquiries there are nor which were deleted', async () => {
    const receipts = [];
    for (let sending = 0; sending < 4; sending += 1)
      receipts.push(await receiptOf(await form({ ...sent, message: `문의 ${sending}` })));
    const ids = receipts.map((receipt) => receipt.id);
    expect(ids).toEqual(ids.map((_, index) => ids[0]! + index));
    // Not the numbers: 128 random bits each, so nothing follows from one address to the next.
    expect(new Set(receipts.map((receipt) => receipt.token)).size).toBe(4);
    for (const { token } of receipts) expect(token).toMatch(/^[0-9a-f]{32}$/);
    const deleted = receipts[1]!;
    const store = server.openStore();
    try {
      expect(store.deleteInquiry(deleted.id).deleted).toBe(true);
    } finally {
      store.close();
    }
    for (const { path } of [receipts[0]!, receipts[2]!, receipts[3]!])
      expect((await fetch(server.url + path)).status).toBe(200);

    // Whatever a prober asks for, in either language, the answer for a deleted inquiry is the answer for one that never was.
    const answerTo = async (path: string) => {
      const answer = await fetch(server.url + path);
      const headers = Object.fromEntries([...answer.headers].filter(([name]) => name !== 'date'));
      return { status: answer.status, headers, body: await answer.text() };
    };
    for (const language of ['', '/en']) {
      const never = await answerTo(`${language}/inquiry-received/${'0'.repeat(32)}`);
      expect(never.status).toBe(404);
      for (const path of [
        deleted.path,
        ...ids.map((id) => `/inquiry-received/${id}`),
        `/inquiry-received/${ids.at(-1)! + 1}`,
      ]) {
        expect(await answerTo(language + path), language + path).toEqual(never);
      }
    }
  });
});

describe('every response', () => {
  it('carries the security headers, with no inline script allowed but the page’s own by hash', async () => {
    for (const path of ['/', '/about', '/no-such-page', '/admin', '/robots.txt']) {
      const answer = await fetch(server.url + path, { redirect: 'manual' });
      const policy = answer.headers.get('content-security-policy') ?? '';
      const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scripts, path).toContain("'self'");
      expect(scripts, path).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      expect(scripts, path).not.toContain('unsafe-inline');
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('permissions-policy'), path).toContain('camera=()');
    }
  });

  it('serves hashed assets immutable and compressed, pages revalidated', async () => {
    const html = await (await fetch(server.url + '/')).text();
    // The islands' loader names the entry it imports and the modules it preloads once the page has painted.
    const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      const raw = await (
        await fetch(server.url + script, { headers: { 'accept-encoding': 'identity' } })
      ).arrayBuffer();
      const asset = await fetch(server.url + script, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(asset.headers.get('cache-control'), script).toContain('immutable');
      expect(asset.headers.get('content-encoding'), script).toBe(raw.byteLength >= smallest ? 'br' : null);
    }
    const page = await fetch(server.url + '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-encoding')).toBe('gzip');
  });
});
