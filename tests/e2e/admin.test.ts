// The staff inbox in Chromium, as staff use it: keyboard login, list, search, one inquiry, handled, CSV, axe.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/siteServer/security/password';
import { openInquiryStore } from '../../src/siteServer/storage/openInquiryStore';
import { screenshotPath } from './helpers/screenshots';
import { connectChromium } from './helpers/browser';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { collectPageProblems } from './helpers/page-problems';
import { axeViolations } from './helpers/axe';
import { sampleInquiry } from '../siteServer/storage/tempStore';

const password = 'lab-inbox-2026!';
const username = '김연구';
const inquiries = [
  { company: '가람금속', email: 'qa@garam.example', message: '염수분무 시험 일정을 알고 싶습니다.' },
  { company: '나래화학', email: 'lab@narae.example', message: 'FT-IR 분석 의뢰드립니다.\n시료는 세 점입니다.' },
  { company: '다온전자', email: 'rnd@daon.example', message: 'SEM-EDS로 이물 성분을 확인하고 싶습니다.' },
];
let dataDir: string;
let server: ServerProcess;
let origin = '';
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
/** The list's address after the search: an id, not the words. */
let searchedList = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'admin-e2e-'));
  const store = openInquiryStore(dataDir);
  store.addAccount(username, await hashPassword(password));
  inquiries.forEach((inquiry, index) =>
    store.add(
      sampleInquiry({ page: '/', phone: '02-555-0100', clientAddress: '127.0.0.1', ...inquiry }),
      new Date(Date.UTC(2026, 10, 20, 1, index)),
    ),
  );
  store.close();
  // The inbox as `npm start` serves it: the real server, its headers (CSP included) and its static files.
  server = await startServerProcess({ dataDir });
  origin = server.url;
  browser = await connectChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  page = await context.newPage();
  problems = collectPageProblems(page, origin);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function expectNoAxeViolations() {
  expect(await axeViolations(page)).toEqual([]);
}
const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent || null);
const rowCompanies = () => page.locator('tbody th[scope="row"]').allInnerTexts();

describe('the staff inbox', () => {
  it('sends a visitor to an accessible login page', async () => {
    await page.goto(`${origin}/admin`);
    await page.waitForURL(`${origin}/admin/login`);
    await expect(page.title()).resolves.toContain('로그인');
    // What password managers go by: the name field before the password, each with its autocomplete.
    await expect(page.getByLabel('계정 이름').getAttribute('autocomplete')).resolves.toBe('username');
    await expect(page.getByLabel('비밀번호').getAttribute('autocomplete')).resolves.toBe('current-password');
    await expectNoAxeViolations();
    await page.screenshot({ path: screenshotPath('admin-login'), fullPage: true });
  });

  it('logs in with the keyboard alone, with focus always visible', async () => {
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('본문으로 건너뛰기');
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('username');
    await expect(page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).resolves.not.toBe('none');
    await page.keyboard.type(username);
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('password');
    await expect(page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).resolves.not.toBe('none');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}/admin`);
    await expect.poll(rowCompanies).toEqual(['다온전자', '나래화학', '가람금속']);
    await expect(page.locator('.admin-header').innerText()).resolves.toContain(`${username} 님 로그인 중`);
  });

  it('shows an accessible list, also at 360 px without the page scrolling sideways', async () => {
    await expect(page.locator('table caption').innerText()).resolves.toContain('문의 목록');
    await expectNoAxeViolations();
    await page.screenshot({ path: screenshotPath('admin-list'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('searches by posting the words: no request the browser makes, nor any address in history, holds them', async () => {
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await page.getByLabel('검색', { exact: true }).fill('narae');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\?s=[\w-]{22}$/);
    await expect.poll(rowCompanies).toEqual(['나래화학']);
    await expect(page.getByLabel('검색', { exact: true }).inputValue()).resolves.toBe('narae');
    await expect(page.title()).resolves.toContain('narae');
    searchedList = page.url();
    // The back button returns to the list before the search and forward to the results, with no form sent again.
    await page.goBack();
    await page.waitForURL(`${origin}/admin`);
    await expect.poll(rowCompanies).toEqual(inquiries.map(({ company }) => company).reverse());
    await page.goForward();
    await page.waitForURL(searchedList);
    await expect.poll(rowCompanies).toEqual(['나래화학']);
    await page.getByRole('link', { name: '미처리', exact: true }).click();
    await page.waitForURL(`${searchedList}&state=open`);
    await page.getByRole('link', { name: '전체', exact: true }).click();
    await page.waitForURL(searchedList);
    expect(addresses.length).toBeGreaterThan(3);
    expect(addresses.filter((address) => address.toLowerCase().includes('narae'))).toEqual([]);
  });

  it('opens one inquiry and marks it handled', async () => {
    await page.getByRole('link', { name: '나래화학' }).first().click();
    await page.waitForURL(/\/admin\/inquiries\/\d+\?s=[\w-]{22}$/);
    await expect(page.locator('h1').innerText()).resolves.toContain('나래화학');
    await expect(page.locator('dd.message').innerText()).resolves.toBe('FT-IR 분석 의뢰드립니다.\n시료는 세 점입니다.');
    await expectNoAxeViolations();
    await page.getByRole('button', { name: '처리 완료로 표시' }).click();
    await page.getByRole('button', { name: '미처리로 되돌리기' }).waitFor();
    await expect(page.locator('dd .badge-handled').innerText()).resolves.toBe('처리됨');
    await expect(page.locator('dl.details').innerText()).resolves.toContain(`${username} 님이 처리`);
    await expectNoAxeViolations();
    await page.screenshot({ path: screenshotPath('admin-handled'), fullPage: true });
    await page.getByRole('link', { name: '목록으로' }).click();
    await page.waitForURL(searchedList);
    await expect(page.locator('tbody tr', { hasText: '나래화학' }).locator('td').last().innerText()).resolves.toContain(
      '처리됨',
    );
    await expect(
      page.locator('tbody tr', { hasText: '나래화학' }).locator('.handled-note').innerText(),
    ).resolves.toContain(username);
    await expectNoAxeViolations();
    await page.screenshot({ path: screenshotPath('admin-list-handled'), fullPage: true });
  });

  it('exports the list as a CSV that Excel reads as UTF-8', async () => {
    // The way back kept the search; the whole list is exported from the list without it.
    await page.goto(`${origin}/admin`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV로 내보내기' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inquiries-\d{8}\.csv$/);
    // Streamed: the browser is the suite's shared one, whose download folder is not this process's to read.
    const file = await buffer(await download.createReadStream());
    expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = file.toString('utf8');
    for (const { company } of inquiries) expect(text).toContain(company);
  });

  it('met no console errors, CSP violations or failed requests on the way', () => {
    expect(problems).toEqual([]);
  });
});
