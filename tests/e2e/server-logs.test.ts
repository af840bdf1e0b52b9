// The server's log on stdout: one JSON line per request, failures with their stack, and nothing a visitor typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/siteServer/security/password';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { lockDatabase } from './helpers/locked-database';
import { levels, logLines, requestLines } from './helpers/log-lines';
import { waitFor } from './helpers/wait-for';

const secrets = {
  query: 'query-secret-word',
  message: '비밀 문의 secret-message-별빛 입니다.',
  email: 'secret-mail@hanbit.example',
  password: 'Wrong-Pass-zq81',
  cookie: 'cookie-secret-token',
  unreadable: 'json-secret-body',
};
const inquiry = {
  company: '(주)기록소재',
  phone: '010-1234-5678',
  email: secrets.email,
  message: secrets.message,
  consent: true,
  page: '/about#contact',
};

let server: ServerProcess;
let clientHash: string;

beforeAll(async () => {
  server = await startServerProcess({ env: { INQUIRY_RATE_LIMIT: '1000' } });
  const store = server.openStore();
  try {
    store.addAccount('staff', await hashPassword('the-real-password-2026'));
    clientHash = store.hashClientAddress('127.0.0.1');
  } finally {
    store.close();
  }
});
afterAll(async () => {
  await server?.stop();
});

const postInquiry = (body: string) =>
  fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body,
  });

/** Waits for the request's line (written when its connection is done with it) and returns the only one. */
async function requestLine(method: string, path: string, status: number) {
  const matching = () => requestLines(server.output(), method, path).filter((line) => line.status === status);
  await waitFor(() => matching().length > 0, `the log line of ${method} ${path} ${status}`);
  expect(matching(), `${method} ${path} ${status}`).toHaveLength(1);
  return matching()[0]!;
}

describe('the request log', () => {
  it('writes one JSON line per request: id, method, path without the query, status, duration and the client’s salted hash', async () => {
    expect((await fetch(`${server.url}/?search=${secrets.query}`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/no-such-thing`)).status).toBe(404);
    const login = await fetch(`${server.url}/admin/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.url,
        cookie: `admin_session=${secrets.cookie}`,
      },
      body: new URLSearchParams({ username: 'staff', password: secrets.password }).toString(),
    });
    expect(login.status).toBe(401);
    expect((await postInquiry(JSON.stringify(inquiry))).status).toBe(201);
    expect((await postInquiry(`{"message": "${secrets.unreadable}`)).status).toBe(400);

    const expected = [
      ['GET', '/', 200],
      ['GET', '/api/no-such-thing', 404],
      ['POST', '/admin/login', 401],
      ['POST', '/api/inquiries', 201],
      ['POST', '/api/inquiries', 400],
    ] as const;
    const ids = new Set<string>();
    for (const [method, path, status] of expected) {
      const line = await requestLine(method, path, status);
      expect(line).toMatchObject({ level: levels.info, client: clientHash });
      expect(line.durationMs).toBeGreaterThanOrEqual(0);
      expect(line.reqId).toMatch(/\S/);
      ids.add(line.reqId!);
    }
    expect(ids.size).toBe(expected.length);
  });

  it('logs a failure of the server at error level with its stack, under the request’s id', async () => {
    const release = lockDatabase(server.dataDir);
    let status: number;
    try {
      status = (await postInquiry(JSON.stringify(inquiry))).status;
    } finally {
      release();
    }
    expect(status).toBe(500);
    const failed = await requestLine('POST', '/api/inquiries', 500);
    const errors = logLines(server.output()).filter((line) => line.level === levels.error);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.reqId).toBe(failed.reqId);
    // The store's own failure, naming the file and SQLite's code, with SQLite's error as its cause (stack included).
    expect(errors[0]!.err?.message).toMatch(
      /^문의 데이터베이스 .*inquiries\.sqlite에 기록하지 못했습니다\(SQLITE_BUSY: database is locked\)/,
    );
    expect(errors[0]!.err?.stack).toMatch(/SqliteError: database is locked\n\s+at /);
  });

  it('never writes what visitors sent: form contents, query strings, cookies, passwords, their address', () => {
    const output = server.output();
    for (const [what, secret] of Object.entries(secrets)) expect(output, what).not.toContain(secret);
    // The server's own address is in its start-up lines; the client's (the same loopback address) must be nowhere else.
    expect(output.replaceAll(server.url, '')).not.toContain('127.0.0.1');
    expect(output).not.toMatch(/remoteAddress|user-agent|"headers"/i);
  });
});
