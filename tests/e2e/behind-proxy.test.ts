// The inquiry and login limits on the real server behind one proxy on this machine (TRUST_PROXY=1).
// The test plays the proxy: it connects from 127.0.0.1 and appends the client's real address to the
// X-Forwarded-For the client wrote, as nginx's $proxy_add_x_forwarded_for does.
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/siteServer/security/password';
import { openInquiryStore } from '../../src/siteServer/storage/openInquiryStore';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';

const password = 'lab-inbox-2026!';
const inquiry = {
  company: '(주)한빛소재',
  phone: '010-1234-5678',
  email: 'kim@hanbit.example',
  message: '도금층 변색 원인 분석을 의뢰하고 싶습니다.',
  consent: true,
  page: '/about#contact',
};
const victim = '203.0.113.50';

const spoofed = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let passwordHash: string;
const dataDirs: string[] = [];

/** A server with TRUST_PROXY=1 and one inbox account in its fresh database. */
async function startBehindProxy(env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'proxy-limits-'));
  dataDirs.push(dataDir);
  const store = openInquiryStore(dataDir);
  store.addAccount('staff', passwordHash);
  store.close();
  return startServerProcess({ dataDir, env: { TRUST_PROXY: '1', ...env } });
}

/** A fresh server behind the proxy for the tests of the describe block it is called in. */
function serverForThisBlock(): () => ServerProcess {
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    server = await startBehindProxy();
  });
  afterAll(async () => {
    await server?.stop({ keepData: true });
  });
  return () => {
    if (!server) throw new Error('The server of this block did not start.');
    return server;
  };
}

function postInquiry(server: ServerProcess, forwardedFor: string) {
  return fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': forwardedFor },
    body: JSON.stringify(inquiry),
  });
}

function postLogin(server: ServerProcess, forwardedFor: string, typed: string) {
  return fetch(`${server.url}/admin/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
      'x-forwarded-for': forwardedFor,
    },
    body: new URLSearchParams({ username: 'staff', password: typed }),
    redirect: 'manual',
  });
}

beforeAll(async () => {
  passwordHash = await hashPassword(password);
});
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('behind one proxy, with the leftmost X-Forwarded-For entries spoofed', () => {
  const running = serverForThisBlock();

  it('limits inquiries per real client (5 a minute), and not the client whose address is spoofed', async () => {
    const server = running();
    const client = '198.51.100.7';
    for (let i = 0; i < 5; i += 1) expect((await postInquiry(server, `${spoofed()}, ${client}`)).status).toBe(201);
    const refused = await postInquiry(server, `${spoofed()}, ${client}`);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((await postInquiry(server, `${victim}, ${client}`)).status).toBe(429);
    expect((await postInquiry(server, victim)).status).toBe(201);
  });

  it('limits failed logins per real client, and does not lock out the victim whose address the attacker writes', async () => {
    const server = running();
    const attacker = '198.51.100.8';
    for (let i = 0; i < 10; i += 1) {
      const leftmost = i % 2 ? victim : spoofed();
      expect((await postLogin(server, `${leftmost}, ${attacker}`, `guess-${i}`)).status).toBe(401);
    }
    const refused = await postLogin(server, `${spoofed()}, ${attacker}`, password);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(await refused.text()).toContain('로그인 시도가 너무 많습니다');
    const victimLogin = await postLogin(server, victim, password);
    expect(victimLogin.status).toBe(303);
    expect(victimLogin.headers.get('set-cookie')).toContain('admin_session=');
  });
});

describe('password checks', () => {
  const running = serverForThisBlock();

  it('leave the rest of the server answering while many wrong logins are checked', async () => {
    const server = running();
    const statuses: number[] = [];
    const wrong = () => statuses.filter((status) => status === 401).length;
    let turnedAway!: () => void;
    const full = new Promise<void>((resolve) => (turnedAway = resolve));
    // Fourteen clients at once: two checks run, eight wait, and the rest are told 503 at once.
    const logins = Array.from({ length: 14 }, (_, i) =>
      postLogin(server, `192.0.2.${i + 1}`, `guess-${i}`).then(async (answer) => {
        await answer.arrayBuffer();
        statuses.push(answer.status);
        if (answer.status === 503) turnedAway();
      }),
    );
    // A 503 says every place is taken: checks are under way and queued now.
    await Promise.race([
      full,
      Promise.all(logins).then(() => {
        throw new Error(`No login was turned away, so the checks never filled up: ${statuses.join(', ')}`);
      }),
    ]);
    const wrongBefore = wrong();
    const pages = await Promise.all(
      [`${server.url}/`, `${server.url}/admin/login`].map(async (url) => {
        const answer = await fetch(url);
        await answer.arrayBuffer();
        return answer.status;
      }),
    );
    const wrongMeanwhile = wrong() - wrongBefore;
    expect(pages).toEqual([200, 200]);
    await Promise.all(logins);
    expect(statuses.filter((status) => status !== 401 && status !== 503)).toEqual([]);
    // The static page is read on the threadpool scrypt runs on. It may wait for the two checks
    // under way, never for the eight queued (unbounded, it came after seven or more of them).
    expect(wrongMeanwhile).toBeLessThanOrEqual(2);
  });
});

describe('TRUST_PROXY=true', () => {
  it('stops the server at start with a Korean message saying what to write instead', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'proxy-limits-'));
    dataDirs.push(dataDir);
    const start = startServerProcess({ dataDir, env: { TRUST_PROXY: 'true' } });
    await expect(start).rejects.toThrow(/exited with 1 before it started/);
    await expect(start).rejects.toThrow(
      /TRUST_PROXY=true는 받지 않습니다[\s\S]*TRUST_PROXY=1[\s\S]*TRUST_PROXY=10\.0\.0\.5/,
    );
  });
});
