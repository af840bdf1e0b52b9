// A firm's own form (a dental clinic's fields from tests/fixtures/inquiry-fields/clinic.json) end to end: the
// built page, Chromium with and without JavaScript, the real server's check, the lab's mail, the store and the CLI.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicStored, clinicVisit } from '../fixtures/inquiry-fields/clinicVisit';
import { startSmtpTestServer } from '../siteServer/mail/smtpTestServer';
import { runCli } from '../siteServer/cli/runInquiriesCli';
import { textOf } from '../helpers/manifestText';
import { axeViolations } from './helpers/axe';
import { connectChromium } from './helpers/browser';
import { buildClinicSite, type ClinicSite } from './helpers/clinic-site';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { gotoSettled } from './helpers/page-settled';
import { screenshotPath } from './helpers/screenshots';
import { waitFor } from './helpers/wait-for';

const section = 'contact';
const formPage = (language: 'ko' | 'en') => (language === 'ko' ? '/about' : '/en/about');
// Several sends from one address: past the default of 5 a minute the server would answer 429.
const env = { INQUIRY_RATE_LIMIT: '100' };

let clinic: ClinicSite;
let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  [clinic, browser] = await Promise.all([buildClinicSite(), connectChromium()]);
  server = await startServerProcess({ site: clinic, env });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The form's submit button's words, as the clinic's site.json has them. */
const submit = (language: 'ko' | 'en') => textOf(clinic.site.inquiryForm.submit, language);

const postJson = (target: ServerProcess, body: unknown) =>
  fetch(`${target.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: target.url },
    body: JSON.stringify(body),
  });

function newestFields(target: ServerProcess) {
  const store = target.openStore();
  try {
    return store.list().items[0]?.fields;
  } finally {
    store.close();
  }
}

async function openForm(language: 'ko' | 'en', width: number, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  if (javaScriptEnabled) {
    await gotoSettled(page, `${server.url}${formPage(language)}#${section}`);
    await page.waitForFunction(() => document.querySelector('#contact form')?.hasAttribute('novalidate') === true);
  } else {
    await page.goto(`${server.url}${formPage(language)}#${section}`);
  }
  return { page, form: page.locator(`#${section} form`), close: () => context.close() };
}

/** The error text a control is described by. */
const errorOf = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(''),
  );

async function fillClinic(form: Locator, name: string, phone: string) {
  await form.getByLabel('성함', { exact: true }).fill(name);
  await form.getByLabel('휴대전화', { exact: true }).fill(phone);
  await form.getByLabel('희망 날짜', { exact: true }).fill(clinicVisit.preferredDate);
  await form.getByRole('radio', { name: '임플란트' }).check();
  await form.getByLabel('증상', { exact: true }).fill(clinicVisit.notes);
  await form.getByRole('checkbox', { name: '문자로 예약 안내 받기' }).check();
  await form.getByRole('checkbox', { name: textOf(clinic.site.inquiryForm.consent.label) }).check();
}

async function shoot(page: Page, form: Locator, name: string) {
  await form.scrollIntoViewIfNeeded();
  await form.screenshot({ path: screenshotPath(name) });
}

describe('a clinic’s own form in Chromium', () => {
  it('renders the firm’s fields with their kinds and help, and is axe-clean', async () => {
    const { page, form, close } = await openForm('ko', 1280);
    try {
      expect(await form.getByLabel('성함', { exact: true }).getAttribute('autocomplete')).toBe('name');
      expect(await form.getByLabel('휴대전화', { exact: true }).getAttribute('type')).toBe('tel');
      expect(await form.getByLabel('증상', { exact: true }).evaluate((element) => element.tagName)).toBe('TEXTAREA');
      expect(await form.getByRole('group', { name: '진료 과목' }).getByRole('radio').count()).toBe(3);
      expect(await form.getByText('예: 12월 3일 오전').isVisible()).toBe(true);
      // No field of the lab's form is left over.
      expect(await form.locator('[name="company"], [name="message"], [name="email"]').count()).toBe(0);
      expect(await axeViolations(page, { include: `#${section}` })).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each([
    ['ko', 390],
    ['ko', 1280],
  ] as const)(
    'marks each missing field with its own label (%s, %i px), then stores the inquiry',
    async (language, width) => {
      const { page, form, close } = await openForm(language, width);
      try {
        await form.getByRole('button', { name: submit('ko') }).click();
        const name = form.getByLabel('성함', { exact: true });
        await expect.poll(() => errorOf(name)).toBe('‘성함’ 항목을 입력해 주세요.');
        expect(await errorOf(form.getByLabel('휴대전화', { exact: true }))).toBe('‘휴대전화’ 항목을 입력해 주세요.');
        expect(await errorOf(form.getByRole('radio', { name: '스케일링' }))).toBe(
          '‘진료 과목’ 항목에서 하나를 골라 주세요.',
        );
        expect(await errorOf(form.getByLabel('희망 날짜', { exact: true }))).toBe('');
        expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await axeViolations(page, { include: `#${section}` })).toEqual([]);
        await shoot(page, form, `inquiry-custom-fields-errors-${language}-${width}`);

        await fillClinic(form, clinicVisit.patientName, clinicVisit.phone);
        await form.getByRole('button', { name: submit('ko') }).click();
        await page.getByRole('heading', { level: 3 }).waitFor();
        expect(newestFields(server)).toEqual(clinicStored);
      } finally {
        await close();
      }
    },
  );

  it.each([390, 1280])('words the errors in English with the English labels (%i px)', async (width) => {
    const { page, form, close } = await openForm('en', width);
    try {
      await form.getByLabel('Mobile phone', { exact: true }).fill('12-34');
      await form.getByRole('button', { name: submit('en') }).click();
      const phone = form.getByLabel('Mobile phone', { exact: true });
      await expect
        .poll(() => errorOf(phone))
        .toMatch(/^Please write “Mobile phone” as a phone number of 7 to 17 digits/);
      expect(await errorOf(form.getByLabel('Name', { exact: true }))).toBe('Please enter “Name”.');
      expect(await errorOf(form.getByRole('radio', { name: 'Scaling' }))).toBe(
        'Please choose one option for “Treatment”.',
      );
      await shoot(page, form, `inquiry-custom-fields-errors-en-${width}`);
    } finally {
      await close();
    }
  });

  it('posts without JavaScript: refused values come back with the same messages, then the receipt', async () => {
    const { page, form, close } = await openForm('ko', 390, false);
    try {
      await fillClinic(form, '김', '12-34');
      // The browser would stop these itself (minlength, pattern): as a browser without those checks, it posts them.
      await form.evaluate((element: HTMLFormElement) => {
        element.noValidate = true;
      });
      const [refused] = await Promise.all([
        page.waitForNavigation(),
        form.getByRole('button', { name: submit('ko') }).click(),
      ]);
      expect(refused?.status()).toBe(400);
      const again = page.locator(`#${section} form`);
      expect(await errorOf(again.getByLabel('성함', { exact: true }))).toBe('‘성함’ 항목은 2자 이상 적어 주세요.');
      expect(await errorOf(again.getByLabel('휴대전화', { exact: true }))).toMatch(/^‘휴대전화’ 항목은 숫자 7~17자리/);
      expect(await again.getByLabel('성함', { exact: true }).inputValue()).toBe('김');
      expect(await again.getByRole('radio', { name: '임플란트' }).isChecked()).toBe(true);
      expect(await again.getByRole('checkbox', { name: '문자로 예약 안내 받기' }).isChecked()).toBe(true);
      await again.getByLabel('성함', { exact: true }).fill(clinicVisit.patientName);
      await again.getByLabel('휴대전화', { exact: true }).fill(clinicVisit.phone);
      await Promise.all([page.waitForNavigation(), again.getByRole('button', { name: submit('ko') }).click()]);
      expect(page.url()).toMatch(/\/inquiry-received\/[0-9a-f]{32}#/);
      expect(newestFields(server)).toEqual(clinicStored);
    } finally {
      await close();
    }
  });
});

describe('the real server with a clinic’s fields', () => {
  it('refuses a field the form does not define and an option it does not offer, storing nothing', async () => {
    const before = newestFields(server);
    const unknown = await postJson(server, { ...clinicVisit, company: '(주)가짜' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ errors: { form: "알 수 없는 항목 'company'은(는) 받을 수 없습니다." } });
    const option = await postJson(server, { ...clinicVisit, treatment: 'whitening' });
    expect(await option.json()).toEqual({
      errors: { treatment: '‘진료 과목’ 항목에서 목록에 있는 것을 골라 주세요.' },
    });
    expect(newestFields(server)).toEqual(before);
  });

  it('mails the lab every field under its label, and the CLI lists and exports it', async () => {
    const smtp = await startSmtpTestServer();
    const mailing = await startServerProcess({ site: clinic, env: { ...env, SMTP_URL: smtp.url } });
    try {
      expect((await postJson(mailing, clinicVisit)).status).toBe(201);
      await waitFor(() => smtp.received.length === 1, 'the mail to the clinic');
      expect(smtp.received[0]!.text).toContain(
        '성함: 김하늘\n휴대전화: +82 10-1234-5678\n희망 날짜: 12월 3일 오전\n진료 과목: 임플란트\n문자로 예약 안내 받기: 예\n\n증상:\n어금니가 흔들립니다.\n지난주부터.',
      );
      const list = await runCli(['list'], { dataDir: mailing.dataDir });
      expect(list.stdout.split('\n')[0]).toMatch(/^번호\s+접수 시각\(KST\)\s+성함\s+연락처\s+처리\s+메일$/);
      expect(list.stdout).toMatch(/김하늘\s+\+82 10-1234-5678/);
      const file = join(mailing.dataDir, 'clinic.csv');
      expect((await runCli(['export', '--csv', file], { dataDir: mailing.dataDir })).code).toBe(0);
      expect(await readFile(file, 'utf8')).toContain('성함,휴대전화,희망 날짜,진료 과목,증상,문자로 예약 안내 받기');
    } finally {
      await mailing.stop();
    }
  });
});
