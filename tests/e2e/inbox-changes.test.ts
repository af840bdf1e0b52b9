// The inbox's deletion, memo, kept list state, phone cards and Korean mail failures, on the real server in Chromium.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/siteServer/security/password';
import { inquiryDatabaseFile, openInquiryStore } from '../../src/siteServer/storage/openInquiryStore';
import type { InquiryStore } from '../../src/siteServer/storage/InquiryStore';
import { runCli } from '../siteServer/cli/runInquiriesCli';
import { databaseFileBytes } from '../siteServer/storage/tempStore';
import { screenshotPath } from './helpers/screenshots';
import { connectChromium } from './helpers/browser';
import { axeViolations } from './helpers/axe';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { collectPageProblems } from './helpers/page-problems';
import { sampleInquiry } from '../siteServer/storage/tempStore';

const username = '김연구';
const password = 'lab-inbox-2026!';
const marker = 'E2E-지울표식-9073';
const cliMarker = 'E2E-CLI표식-3310';
let dataDir: string;
let server: ServerProcess;
let origin = '';
let browser: Browser;
let page: Page;
let problems: string[];

/** An inquiry with the marker in every field a person wrote, the memo included. */
function addMarked(store: InquiryStore, text: string, at: Date): number {
  const { id } = store.add(
    sampleInquiry({
      page: `/${text}`,
      company: `${text} 모바일소재`,
      phone: text,
      email: `${text}@example.kr`,
      message: `${text} 분석 의뢰`,
      clientAddress: '127.0.0.1',
    }),
    at,
  );
  store.setMemo(id, `${text} 메모`);
  return id;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'inbox-changes-e2e-'));
  const store = openInquiryStore(dataDir);
  store.addAccount(username, await hashPassword(password));
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 1, minute));
  store.add(
    sampleInquiry({
      page: '/',
      company: '가람금속',
      phone: '02-555-0100',
      email: 'qa@garam.example',
      message: '염수분무 시험 일정을 알고 싶습니다.',
      clientAddress: '127.0.0.1',
    }),
    at(0),
  );
  const failed = store.add(
    sampleInquiry({
      page: '/',
      company: '나래화학 주식회사',
      phone: '031-555-0101',
      email: 'lab@narae.example',
      message: `FT-IR 분석 의뢰드립니다. ${'시료는 세 점입니다. '.repeat(8)}`,
      clientAddress: '127.0.0.1',
    }),
    at(1),
  );
  store.markMailFailed(failed.id, 'connect ECONNREFUSED 127.0.0.1:2526', at(30), {
    code: 'ESOCKET',
    server: '127.0.0.1:2526',
  });
  addMarked(store, marker, at(2));
  store.close();
  server = await startServerProcess({ dataDir });
  origin = server.url;
  browser = await connectChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  problems = collectPageProblems(page, origin);
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('계정 이름').fill(username);
  await page.getByLabel('비밀번호').fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/admin`);
});

afterAll(async () => {
  await browser?.close();
  // The server's own temporary data folder is the one given here, so it is removed here too.
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const expectNoAxeViolations = async () => expect(await axeViolations(page)).toEqual([]);
const shoot = (name: string) => page.screenshot({ path: screenshotPath(`inbox-changes-${name}`), fullPage: true });
const fileBytes = () => databaseFileBytes(join(dataDir, inquiryDatabaseFile));

describe('the inbox', () => {
  it('shows a card per inquiry below 600 px, nothing scrolling sideways at 390 px, and the table above', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.locator('ol.inquiry-cards > li').count()).toBe(3);
    await expect(page.locator('table').isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations();
    await shoot('list-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.locator('table').isVisible()).toBe(true);
    await expect(page.locator('ol.inquiry-cards').isVisible()).resolves.toBe(false);
    await shoot('list-1280');
  });

  it('explains a failed mail in Korean with the detail folded away', async () => {
    await page.getByRole('link', { name: '나래화학 주식회사' }).first().click();
    const failure = page.locator('.mail-failure');
    await expect(failure.locator('p').innerText()).resolves.toContain(
      '메일 서버(127.0.0.1:2526)에 연결하지 못했습니다',
    );
    await expect(failure.locator('code').isVisible()).resolves.toBe(false);
    await failure.getByText('기술 정보').click();
    await expect(failure.locator('code').innerText()).resolves.toBe('ESOCKET: connect ECONNREFUSED 127.0.0.1:2526');
    await expectNoAxeViolations();
    await shoot('mail-failure');
  });

  it('saves a full memo and leads back to the same search and filter', async () => {
    await page.goto(`${origin}/admin?state=open`);
    await page.getByLabel('검색', { exact: true }).fill('모바일 소재');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\?s=[\w-]{22}&state=open$/);
    const listUrl = page.url();
    await page
      .getByRole('link', { name: `${marker} 모바일소재` })
      .first()
      .click();
    await page.waitForURL(/\/admin\/inquiries\/\d+\?s=[\w-]{22}&state=open$/);
    const memo = page.getByLabel('내부 메모 (고객에게 보내지 않습니다)');
    await memo.fill(`${marker} ${'견적'.repeat(994)}`);
    await page.getByRole('button', { name: '메모 저장' }).click();
    await expect(page.getByRole('status').innerText()).resolves.toBe('저장했습니다.');
    await expect(memo.inputValue()).resolves.toHaveLength(2000);
    await expect(page.locator('#memo-hint').innerText()).resolves.toMatch(/^마지막 수정 /);
    await expectNoAxeViolations();
    await shoot('memo-saved');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot('inquiry-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: '목록으로' }).click();
    await page.waitForURL(listUrl);
  });

  it('deletes after the confirmation page, says so on the same list, and leaves the text in no database file', async () => {
    await page
      .getByRole('link', { name: `${marker} 모바일소재` })
      .first()
      .click();
    await page.getByRole('link', { name: '삭제' }).click();
    await expect(page.locator('h1').innerText()).resolves.toMatch(/^문의 \d+번을 삭제할까요\?$/);
    await expect(page.locator('main').innerText()).resolves.toContain('개인정보 보호법 제36조');
    await expectNoAxeViolations();
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot('delete-confirm-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: '영구 삭제' }).click();
    await page.waitForURL(/\/admin\?s=[\w-]{22}&state=open$/);
    await expect(page.getByRole('status').innerText()).resolves.toMatch(
      /^문의 \d+번을 삭제했습니다\. 데이터베이스 파일에서도 지웠습니다\.$/,
    );
    await expect(page.locator('main').innerText()).resolves.toContain('조건에 맞는 문의가 없습니다.');
    await expectNoAxeViolations();
    await shoot('deleted-notice');
    // The server is still running with the database open: its WAL and shared memory are read as they are.
    const bytes = fileBytes();
    expect(bytes.includes(marker)).toBe(false);
    expect(bytes.includes('지울표식')).toBe(false);
    expect(bytes.includes('가람금속')).toBe(true);
  });

  it('deletes from the CLI while the server runs, leaving nothing in the files either', async () => {
    const store = server.openStore();
    const id = addMarked(store, cliMarker, new Date());
    store.close();
    expect(fileBytes().includes(cliMarker)).toBe(true);
    const result = await runCli(['delete', String(id), '--yes'], { dataDir });
    expect(result).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`문의 ${id}번을 삭제했습니다. 데이터베이스 파일에서도 지웠습니다.`),
    });
    expect(fileBytes().includes(cliMarker)).toBe(false);
    expect(fileBytes().includes('CLI표식')).toBe(false);
    await page.goto(`${origin}/admin`);
    await expect(page.locator('main').innerText()).resolves.not.toContain(cliMarker);
  });

  it('met no console errors, CSP violations or failed requests on the way', () => {
    expect(problems).toEqual([]);
  });
});
