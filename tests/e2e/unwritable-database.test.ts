// The real server on a real fault: its data folder on a small tmpfs filled to the last page, or its database
// files made immutable. Nothing is acknowledged that was not stored, and it recovers once the fault is gone.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { hashPassword } from '../../src/siteServer/security/password';
import { inquiryDatabaseFile, openInquiryStore } from '../../src/siteServer/storage/openInquiryStore';
import { makeImmutable, mountSmallDisk, smallDiskRefusal } from '../helpers/diskFaults';
import { en, ko } from '../helpers/manifestText';
import { closedPort, startSmtpTestServer } from '../siteServer/mail/smtpTestServer';
import { runCli } from '../siteServer/cli/runInquiriesCli';
import { screenshotPath } from './helpers/screenshots';
import { connectChromium } from './helpers/browser';
import { readFixtureManifest } from './helpers/fixture-site';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { levels, logLines } from './helpers/log-lines';
import { fieldValue, postForm, typedForm } from './helpers/no-js-form';
import { waitFor } from './helpers/wait-for';
import { staffCookie } from './helpers/inquiry-requests';
import { gotoSettled } from './helpers/page-settled';
import { answerOf } from '../siteServer/storage/tempStore';
import { fieldLabel } from '../helpers/inquiryFields';

const manifest = readFixtureManifest();
const text = manifest.inquiryForm;
const { phone, email } = manifest.company;
const forms = { ko: '/about#contact', en: '/en/about#contact' } as const;
const inLanguage = { ko, en } as const;
const valid = {
  company: '(주)기록소재',
  phone: '031-555-0101',
  email: 'lee@kirok.example',
  message: '접착 불량 분석 문의드립니다.',
  consent: true,
};

const postJson = (server: ServerProcess, body: object) =>
  fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });
const health = async (server: ServerProcess) => (await fetch(`${server.url}/healthz`)).status;

/** What the database files really hold, read by a connection of the test's own. */
function storedRows(server: ServerProcess) {
  const store = openInquiryStore(server.dataDir);
  try {
    return store
      .list()
      .items.reverse()
      .map((row) => ({
        company: answerOf(row, 'company'),
        mail: row.mail.status,
        memo: row.memo,
        handled: row.handledAt !== null,
      }));
  } finally {
    store.close();
  }
}

/** The JSON API and the no-JS form, in both languages: a 500 with the lab's phone and e-mail, and every typed value kept. */
async function expectRefusedEverywhere(server: ServerProcess, company: string) {
  for (const language of ['ko', 'en'] as const) {
    const json = await postJson(server, { ...valid, company: `${company} JSON ${language}`, page: forms[language] });
    expect(json.status).toBe(500);
    expect(await json.json()).toEqual({ errors: { form: inLanguage[language](text.status.failed) } });

    const typed = { ...typedForm, company: `${company} 양식 ${language}`, page: forms[language] };
    const redirect = await postForm(server, typed);
    expect(redirect.status).toBe(303);
    const location = redirect.headers.get('location') ?? '';
    expect(location).not.toContain('inquiry-received');
    const page = await fetch(server.url + location.replace(/#.*/, ''));
    expect(page.status).toBe(500);
    const html = await page.text();
    for (const name of ['company', 'phone', 'email', 'message'] as const)
      expect(fieldValue(html, name), name).toBe(typed[name]);
    expect(html).toContain(inLanguage[language](text.status.failed));
    expect(html).toContain(`tel:${phone.replaceAll('-', '')}`);
    expect(html).toContain(`mailto:${email}`);
  }
}

/** The home page's dialog in Chromium: the failure, the lab's phone and e-mail as links, and every value still in its field. */
async function expectDialogKeepsValues(browser: Browser, server: ServerProcess) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await sendFromDialog(await context.newPage(), server);
  } finally {
    await context.close();
  }
}

async function sendFromDialog(page: Page, server: ServerProcess) {
  await gotoSettled(page, `${server.url}/`);
  const opener = page.locator('[data-island="inquiryDialogButton"][data-hydrated] button');
  await opener.click();
  const dialog = page.locator('dialog[open]');
  const typed = {
    company: '(주)대화상자',
    phone: '042-123-4567',
    email: 'qa@dialog.example',
    message: '가득 찬 디스크에서 보낸 문의',
  };
  for (const [name, value] of Object.entries(typed))
    await dialog.getByLabel(ko(fieldLabel(text, name)), { exact: true }).fill(value);
  await dialog.getByRole('checkbox', { name: ko(text.consent.label) }).check();
  await dialog.getByRole('button', { name: ko(text.submit) }).click();
  const alert = dialog.getByRole('alert');
  await expect.poll(() => alert.textContent()).toContain(ko(text.status.failed));
  expect((await alert.textContent())!.split(ko(text.status.failed))).toHaveLength(2);
  expect(await alert.getByRole('link', { name: phone }).getAttribute('href')).toBe(`tel:${phone.replaceAll('-', '')}`);
  expect(await alert.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
  for (const [name, value] of Object.entries(typed))
    expect(await dialog.getByLabel(ko(fieldLabel(text, name)), { exact: true }).inputValue()).toBe(value);
  await alert.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('unwritable-database-dialog-full-disk-390') });
}

/** The inbox's page for a refused view, at phone and desktop widths. */
async function shootInbox(browser: Browser, server: ServerProcess, cookie: string, path: string) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    try {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      const answer = await page.goto(server.url + path);
      expect(answer?.status()).toBe(503);
      await page.screenshot({ path: screenshotPath(`unwritable-database-inbox-not-saved-${width}`), fullPage: true });
    } finally {
      await context.close();
    }
  }
}

const storeErrorLogged = (server: ServerProcess, code: RegExp) =>
  logLines(server.output()).some((line) => line.level === levels.error && code.test(line.err?.message ?? ''));

describe.skipIf(smallDiskRefusal !== undefined)(
  `a server whose data folder is full${smallDiskRefusal ? ` (skipped: ${smallDiskRefusal})` : ''}`,
  () => {
    it(
      'answers 500 with the lab’s phone and e-mail, keeps what was typed, logs, turns /healthz 503, mails no row twice, and recovers',
      { timeout: 240_000 },
      async () => {
        const disk = mountSmallDisk(4096);
        let server: ServerProcess | undefined;
        let browser: Browser | undefined;
        // In this order: the server lets go of its files before the disk goes.
        onTestFinished(async () => {
          await browser?.close();
          await server?.stop();
          disk.unmount();
        });
        const port = await closedPort();
        server = await startServerProcess({
          dataDir: disk.dir,
          env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_MS: '300', INQUIRY_RATE_LIMIT: '1000' },
        });
        browser = await connectChromium();

        // Stored while the lab's mail server is down: its mail goes out only after the disk is full.
        expect((await postJson(server, { ...valid, company: '(주)가득차기전' })).status).toBe(201);
        await waitFor(() => server!.output().includes('메일을 보내지 못했습니다'), 'a failed mail attempt');
        disk.fill();
        const smtp = await startSmtpTestServer(port);
        await waitFor(() => smtp.received.length === 1, 'the first inquiry’s mail, sent on a retry');

        await expectRefusedEverywhere(server, '(주)가득찬뒤');
        await expectDialogKeepsValues(browser, server);
        await waitFor(() => storeErrorLogged(server!, /SQLITE_FULL/), 'an error line naming SQLITE_FULL');
        expect(await health(server)).toBe(503);

        disk.free();
        await waitFor(async () => (await health(server!)) === 200, '/healthz to answer 200 again', 30_000);
        const after = await postJson(server, { ...valid, company: '(주)비운뒤' });
        expect(after.status).toBe(201);
        await waitFor(
          () => smtp.received.length >= 2 && storedRows(server!).every((row) => row.mail === 'sent'),
          'the next inquiry’s mail',
        );
        // Each stored inquiry mailed once: the first was never mailed again while its "sent" could not be written.
        expect(
          smtp.received.map((mail) =>
            ['(주)가득차기전', '(주)비운뒤'].find((company) => mail.headers.get('subject')?.includes(company)),
          ),
        ).toEqual(['(주)가득차기전', '(주)비운뒤']);
        expect(storedRows(server).map((row) => row.company)).toEqual(['(주)가득차기전', '(주)비운뒤']);
      },
    );
  },
);

describe('a server whose database files are made immutable (chattr +i)', () => {
  it(
    'refuses inquiries and inbox changes as failures, the CLI exits 1, and all of it works again once writable',
    { timeout: 240_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'immutable-data-'));
      const seed = openInquiryStore(dataDir);
      seed.addAccount('김연구', await hashPassword('lab-inbox-2026!'));
      seed.close();
      const smtp = await startSmtpTestServer();
      const file = join(dataDir, inquiryDatabaseFile);
      let release = () => {};
      const server = await startServerProcess({ dataDir, env: { SMTP_URL: smtp.url, INQUIRY_RATE_LIMIT: '1000' } });
      onTestFinished(async () => {
        release();
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      });
      const cookie = await staffCookie(server, '김연구', 'lab-inbox-2026!');
      const inboxPost = (path: string, fields: Record<string, string>) =>
        fetch(`${server.url}/admin${path}`, {
          method: 'POST',
          headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
          redirect: 'manual',
        });
      const first = await postJson(server, { ...valid, company: '(주)잠그기전' });
      const { id } = (await first.json()) as { id: number };
      await waitFor(
        () => smtp.received.length === 1 && storedRows(server)[0]?.mail === 'sent',
        'the first inquiry’s mail',
      );

      const undo = makeImmutable([file, `${file}-wal`]);
      release = () => {
        undo();
        release = () => {};
      };
      await expectRefusedEverywhere(server, '(주)잠근뒤');
      for (const [path, fields] of [
        [`/inquiries/${id}/memo`, { memo: '전화로 회신함' }],
        [`/inquiries/${id}/handled`, { handled: '1' }],
        [`/inquiries/${id}/delete`, { confirm: 'delete' }],
      ] as const) {
        const answer = await inboxPost(path, fields);
        expect(answer.status, path).toBe(503);
        const page = await answer.text();
        expect(page, path).toContain('저장하지 못했습니다');
        expect(page, path).not.toContain('저장했습니다');
      }
      // Viewing is recorded in the access record: without the record, nothing is shown.
      expect((await fetch(`${server.url}/admin/inquiries/${id}`, { headers: { cookie } })).status).toBe(503);
      const browser = await connectChromium();
      try {
        await shootInbox(browser, server, cookie, `/admin/inquiries/${id}`);
      } finally {
        await browser.close();
      }
      await waitFor(() => storeErrorLogged(server, /SQLITE_IOERR/), 'an error line naming SQLITE_IOERR');
      expect(await health(server)).toBe(503);
      for (const args of [
        ['add-user', '박연구'],
        ['set-password', '김연구'],
        ['remove-user', '김연구', '--yes'],
        ['delete', String(id), '--yes'],
      ]) {
        const cli = await runCli(args, { dataDir, input: 'a-long-new-password-2026\na-long-new-password-2026\n' });
        expect(cli.code, args.join(' ')).toBe(1);
        expect(cli.stderr, args.join(' ')).toContain('기록하지 못했습니다');
      }

      release();
      await waitFor(async () => (await health(server)) === 200, '/healthz to answer 200 again', 30_000);
      expect((await inboxPost(`/inquiries/${id}/memo`, { memo: '전화로 회신함' })).status).toBe(303);
      expect((await postJson(server, { ...valid, company: '(주)푼뒤' })).status).toBe(201);
      // The server records the mail as sent after the SMTP server has it: on a busy machine, a moment later.
      await waitFor(
        () => smtp.received.length === 2 && storedRows(server)[1]?.mail === 'sent',
        'the next inquiry’s mail, recorded as sent',
      );
      expect(storedRows(server)).toEqual([
        { company: '(주)잠그기전', mail: 'sent', memo: '전화로 회신함', handled: false },
        { company: '(주)푼뒤', mail: 'sent', memo: '', handled: false },
      ]);
    },
  );
});
