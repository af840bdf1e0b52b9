// Named accounts against the real server and the real CLI: the setup page's command, sessions the CLI ends,
// the move from the shared password and the access record, with the new pages checked in Chromium.
import Database from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPasswordSetting, hashPassword } from '../../src/siteServer/security/password';
import { migrations } from '../../src/siteServer/storage/migrations';
import { inquiryDatabaseFile } from '../../src/siteServer/storage/openInquiryStore';
import { runCli } from '../siteServer/cli/runInquiriesCli';
import { screenshotPath } from './helpers/screenshots';
import { connectChromium } from './helpers/browser';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { axeViolations } from './helpers/axe';

const firstPassword = '분석실 첫 비밀번호 2026';
const secondPassword = '분석실 두번째 비밀번호 2026';
let browser: Browser;

beforeAll(async () => {
  browser = await connectChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens `url` in a fresh context, checks it with axe and keeps a screenshot to look at; close its context when done. */
async function openChecked(url: string, screenshot: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath(`accounts-${screenshot}`), fullPage: true });
  return page;
}

function logIn(server: ServerProcess, username: string, password: string) {
  return fetch(`${server.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ username, password }),
    redirect: 'manual',
  });
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('admin_session='))
    ?.split(';')[0] ?? '';
const inbox = (server: ServerProcess, cookie: string) =>
  fetch(`${server.url}/admin`, { headers: { cookie }, redirect: 'manual' });

describe('a server without accounts', { timeout: 120_000 }, () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shows the add-user command with its own DATA_DIR', async () => {
    const page = await openChecked(`${server.url}/admin`, 'setup');
    await expect(page.locator('pre.command').innerText()).resolves.toBe(
      `DATA_DIR=${server.dataDir} npm run inquiries -- add-user 이름`,
    );
    await page.context().close();
  });

  it('lets in an account the CLI adds, and ends its session when the CLI changes its password or removes it', async () => {
    const added = await runCli(['add-user', '김연구'], { dataDir: server.dataDir, input: `${firstPassword}\n` });
    expect(added).toMatchObject({ code: 0, stderr: `데이터베이스: ${join(server.dataDir, inquiryDatabaseFile)}\n` });
    const cookie = sessionCookie(await logIn(server, '김연구', firstPassword));
    expect((await inbox(server, cookie)).status).toBe(200);

    const changed = await runCli(['set-password', '김연구'], { dataDir: server.dataDir, input: `${secondPassword}\n` });
    expect(changed.stdout).toContain('1곳의 로그인을 끝냈습니다');
    const refused = await inbox(server, cookie);
    expect([refused.status, refused.headers.get('location')]).toEqual([303, '/admin/login']);
    expect((await logIn(server, '김연구', firstPassword)).status).toBe(401);

    const again = sessionCookie(await logIn(server, '김연구', secondPassword));
    expect((await inbox(server, again)).status).toBe(200);
    expect((await runCli(['remove-user', '김연구', '--yes'], { dataDir: server.dataDir })).code).toBe(0);
    expect((await inbox(server, again)).status).toBe(503);

    const log = await runCli(['access-log'], { dataDir: server.dataDir });
    expect(log.stdout).toMatch(/김연구\s+[0-9a-f]{12}\s+로그인\s+-/);
    expect(log.stdout).toMatch(/김연구\s+[0-9a-f]{12}\s+로그인 실패\s+-/);
    expect(log.stdout).toMatch(/CLI:\S+\s+-\s+비밀번호 변경 \(김연구\)/);
    expect(log.stdout).toMatch(/CLI:\S+\s+-\s+계정 삭제 \(김연구\)/);
  });
});

describe('a server whose database still has the shared password', { timeout: 120_000 }, () => {
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shared-password-'));
    // The database as the version before accounts left it.
    const old = new Database(join(dataDir, inquiryDatabaseFile));
    old.exec(migrations[0] ?? '');
    old.pragma('user_version = 1');
    old
      .prepare('INSERT INTO settings (key, value) VALUES (?, ?)')
      .run(adminPasswordSetting, await hashPassword(firstPassword));
    old.close();
    server = await startServerProcess({ dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('asks whoever knows the shared password to name their account, and logs them in as it', async () => {
    const page = await openChecked(`${server.url}/admin`, 'claim');
    await expect(page.locator('h1').innerText()).resolves.toBe('문의함 계정 만들기');
    await page.getByLabel('새 계정 이름').fill('김 연구');
    await page.getByLabel('지금까지 쓰던 공용 비밀번호').fill(firstPassword);
    await page.getByRole('button', { name: '이 이름으로 계정 만들기' }).click();
    await page.locator('#login-problem').waitFor();
    await expect(page.locator('#login-problem').innerText()).resolves.toContain('쓸 수 없는 계정 이름입니다');
    await expect(page.getByLabel('새 계정 이름').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('accounts-claim-refused'), fullPage: true });
    await page.getByLabel('새 계정 이름').fill('김연구');
    await page.getByLabel('지금까지 쓰던 공용 비밀번호').fill(firstPassword);
    await page.getByRole('button', { name: '이 이름으로 계정 만들기' }).click();
    await page.waitForURL(`${server.url}/admin`);
    await expect(page.locator('.admin-header').innerText()).resolves.toContain('김연구 님 로그인 중');
    await page.context().close();
    expect((await runCli(['users'], { dataDir })).stdout).toMatch(/^김연구\s/m);
  });
});

describe('a server with two accounts, guessed at from one address', { timeout: 180_000 }, () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess();
    for (const [name, password] of [
      ['김연구', firstPassword],
      ['이분석', secondPassword],
    ]) {
      expect((await runCli(['add-user', name!], { dataDir: server.dataDir, input: `${password}\n` })).code).toBe(0);
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps counting the guesses at one account when the address logs in to another', async () => {
    // Nine wrong guesses at 김연구, then 이분석's right password, three times over: the tenth guess is the last let through.
    const answers: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let guess = 0; guess < 9; guess += 1)
        answers.push((await logIn(server, '김연구', `틀린 비밀번호 ${round}-${guess}`)).status);
      answers.push((await logIn(server, '이분석', secondPassword)).status);
    }
    expect(answers.slice(0, 10)).toEqual([...Array<number>(9).fill(401), 303]);
    expect(answers[10]).toBe(401);
    expect(answers.slice(11).filter((status) => status !== 429)).toEqual([]);
  });
});
