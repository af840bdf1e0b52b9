// Inquiries sent from Chromium to the real server: the home dialog, the inline forms, with JavaScript and without.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolationsOf as axeViolationsOfHtml } from './helpers/axe-html';
import { connectChromium } from './helpers/browser';
import { readFixtureManifest } from './helpers/fixture-site';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { collectPageProblems } from './helpers/page-problems';
import { ko } from '../helpers/manifestText';
import { gotoSettled } from './helpers/page-settled';
import { axeViolations } from './helpers/axe';
import { fieldLabel } from '../helpers/inquiryFields';
import { labFields } from '../siteServer/storage/tempStore';

const manifest = readFixtureManifest();
const text = manifest.inquiryForm;
const home = manifest.routes.find((route) => route.path === '/')!.page;
const contact =
  home.type === 'fullPageScroller' ? home.sections.find((section) => section.type === 'companyContact') : undefined;
if (contact?.type !== 'companyContact')
  throw new Error('The inquiry fixture’s home page is expected to hold a companyContact section.');
/** Every inline inquiry form of the fixture, as `path#section`. */
const inlineForms = manifest.routes.flatMap((route) =>
  'sections' in route.page
    ? route.page.sections
        .filter((section) => section.type === 'inquiry')
        .map((section) => `${route.path}#${section.id}`)
    : [],
);

const filled = {
  company: '(주)브라우저소재',
  phone: '042-123-4567',
  email: 'qa@browser-sojae.example',
  message: '도금층 변색 원인 분석 문의',
};
type Field = keyof typeof filled;
const fields = Object.keys(filled) as Field[];

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServerProcess({ env: { INQUIRY_RATE_LIMIT: '1000' } }),
    connectChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function storedInquiry(id: number) {
  const store = server.openStore();
  try {
    return store.get(id);
  } finally {
    store.close();
  }
}

/** The number of the inquiry whose receipt address carries `token`. */
function receiptOf(token: string): number {
  const store = server.openStore();
  try {
    return store.getByReceipt(token)?.id ?? NaN;
  } finally {
    store.close();
  }
}

const field = (scope: Locator, name: Field) => scope.getByLabel(ko(fieldLabel(text, name)), { exact: true });
const consent = (scope: Locator) => scope.getByRole('checkbox', { name: ko(text.consent.label) });
const values = (scope: Locator) => Promise.all(fields.map((name) => field(scope, name).inputValue()));
async function fill(scope: Locator, entries: Partial<typeof filled>, agree = true) {
  for (const [name, value] of Object.entries(entries)) await field(scope, name as Field).fill(value);
  if (agree) await consent(scope).check();
}
/** The number in a confirmation made from status.sent. */
function referenceIn(confirmation: string): number {
  const [before, after] = ko(text.status.sent).split('{id}') as [string, string];
  expect(confirmation.startsWith(before) && confirmation.endsWith(after)).toBe(true);
  return Number(confirmation.slice(before.length, confirmation.length - after.length));
}

async function open(context: BrowserContext, path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems = collectPageProblems(page, server.url);
  await gotoSettled(page, server.url + path);
  // The forms take over only once hydrated; a click before that would post the form the old way.
  // The home page has no form until its dialog's code loads: there the dialog's button must have hydrated.
  await page.waitForFunction(
    () =>
      document.querySelector('form')?.noValidate === true ||
      document.querySelector('[data-island="inquiryDialogButton"][data-hydrated]') !== null,
  );
  return { page, problems };
}

describe('the dialog on the home page', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let dialog: Locator;
  const opener = () => page.getByRole('button', { name: ko(contact.buttonLabel) });
  // Asked of the document, not of the locator: the dialog is drawn only once first opened, and a locator would wait
  // up to 30 s for it to appear.
  const isOpen = () => page.evaluate(() => document.querySelector('dialog')?.open ?? false);
  async function openDialog() {
    await opener().focus();
    await opener().click();
    await expect.poll(isOpen).toBe(true);
  }

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    ({ page, problems } = await open(context, '/'));
    dialog = page.locator('dialog');
  });
  afterAll(() => context.close());

  it('shows the Korean messages beside the fields, sends nothing and keeps what was typed', async () => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/inquiries')) requests += 1;
    });
    await openDialog();
    await fill(dialog, { company: filled.company, phone: '12', email: filled.email }, false);
    await dialog.getByRole('button', { name: ko(text.submit) }).click();
    await expect.poll(() => dialog.getByText('010-1234-5678').count()).toBeGreaterThan(0);
    expect(await field(dialog, 'phone').getAttribute('aria-invalid')).toBe('true');
    expect(await field(dialog, 'message').getAttribute('aria-invalid')).toBe('true');
    expect(await consent(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(await isOpen()).toBe(true);
    expect(await values(dialog)).toEqual([filled.company, '12', filled.email, '']);
    expect(requests).toBe(0);
    expect(await axeViolations(page, { include: 'dialog' })).toEqual([]);
  });

  it('stays open with the values, the reason and the lab’s phone and e-mail when the server fails, then sends on retry', async () => {
    await fill(dialog, filled);
    await page.route('**/api/inquiries', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await dialog.getByRole('button', { name: ko(text.submit) }).click();
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain(ko(text.status.failed));
    expect(await alert.getByRole('link', { name: manifest.company.phone }).getAttribute('href')).toBe(
      `tel:${manifest.company.phone.replaceAll('-', '')}`,
    );
    expect(await alert.getByRole('link', { name: manifest.company.email }).getAttribute('href')).toBe(
      `mailto:${manifest.company.email}`,
    );
    expect(await isOpen()).toBe(true);
    expect(await values(dialog)).toEqual(Object.values(filled));
    expect(await consent(dialog).isChecked()).toBe(true);

    await page.unroute('**/api/inquiries');
    await dialog.getByRole('button', { name: ko(text.status.retry) }).click();
    const confirmation = dialog.getByRole('heading', { name: referencePrefix() });
    await expect.poll(() => confirmation.count()).toBe(1);
    const id = referenceIn((await confirmation.textContent())!.trim());
    expect(storedInquiry(id)).toMatchObject({ fields: labFields(filled), page: `/#${contact.id}` });
    expect(await isOpen()).toBe(true);
    await expect.poll(() => isInView(page, confirmation)).toBe(true);
    expect(await hasFocus(confirmation)).toBe(true);
    expect(await axeViolations(page, { include: 'dialog' })).toEqual([]);

    await dialog.getByRole('button', { name: ko(text.close), exact: true }).click();
    await expect.poll(isOpen).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(ko(contact.buttonLabel));
    await openDialog();
    expect(await values(dialog)).toEqual(['', '', '', '']);
    expect(await consent(dialog).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    // The deliberate 500 above is the only failed request.
    expect(unexpected(problems)).toEqual([]);
  });
});

const referencePrefix = () => ko(text.status.sent).split('{id}')[0]!;
/** Whether the element lies wholly in the viewport, below the fixed header when there is one. */
const isInView = (page: Page, element: Locator) =>
  element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const top = target.closest('dialog') ? 0 : Math.max(0, header);
    return box.top >= top && box.bottom <= window.innerHeight && box.height > 0;
  });
const hasFocus = (element: Locator) => element.evaluate((target) => target.contains(document.activeElement));
/** What the page reported, less what a test caused on purpose (a failed answer the browser logs). */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !problem.includes('/api/inquiries') && !/status of (429|500) /.test(problem));

/** Each inline form, every other one with reduced motion asked for. */
const inlineCases = inlineForms.map((target, index) => ({
  target,
  reducedMotion: index % 2 === 0 ? ('no-preference' as const) : ('reduce' as const),
}));

// On a phone's screen the form is taller than the screen: its button is at the bottom when it is sent.
describe.each(inlineCases)(
  'the inline form on $target (reduced motion: $reducedMotion)',
  ({ target, reducedMotion }) => {
    const section = target.split('#')[1]!;
    let context: BrowserContext;
    let page: Page;
    let problems: string[];
    let form: Locator;

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion });
      ({ page, problems } = await open(context, target));
      form = page.locator(`#${section} form`);
    });
    afterAll(() => context.close());

    it('keeps every value and says why when the connection is lost', async () => {
      await fill(form, filled);
      await context.setOffline(true);
      await form.getByRole('button', { name: ko(text.submit) }).click();
      await expect.poll(() => form.getByRole('alert').textContent()).toContain(ko(text.status.offline));
      expect(await values(form)).toEqual(Object.values(filled));
      await context.setOffline(false);
    });

    it('tells how long to wait when the server says too many', async () => {
      await page.route('**/api/inquiries', (route) =>
        route.fulfill({
          status: 429,
          headers: { 'retry-after': '42' },
          contentType: 'application/json',
          body: '{"errors":{}}',
        }),
      );
      await form.getByRole('button', { name: ko(text.status.retry) }).click();
      await expect
        .poll(() => form.getByRole('alert').textContent())
        .toContain(ko(text.status.tooMany).replace('{seconds}', '42'));
      expect(await values(form)).toEqual(Object.values(filled));
      await page.unroute('**/api/inquiries');
    });

    it('is stored from this page on retry and confirmed with its number where the visitor looks, with focus on it', async () => {
      const retry = form.getByRole('button', { name: ko(text.status.retry) });
      await retry.scrollIntoViewIfNeeded();
      // The form's top is out of sight when its button is pressed: a confirmation left there would go unseen.
      expect(await isInView(page, field(form, 'company'))).toBe(false);
      await retry.click();
      const confirmation = page.locator(`#${section}`).getByRole('heading', { name: referencePrefix() });
      await expect.poll(() => confirmation.count()).toBe(1);
      const id = referenceIn((await confirmation.textContent())!.trim());
      expect(storedInquiry(id)).toMatchObject({ fields: labFields(filled), page: target });
      await expect.poll(() => isInView(page, confirmation)).toBe(true);
      expect(await hasFocus(confirmation)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });

    it('starts a new, empty inquiry from the confirmation', async () => {
      await page
        .locator(`#${section}`)
        .getByRole('button', { name: ko(text.newInquiry) })
        .click();
      expect(await values(form)).toEqual(['', '', '', '']);
      expect(await consent(form).isChecked()).toBe(false);
      expect(await hasFocus(field(form, 'company'))).toBe(true);
      expect(await form.getByRole('button', { name: ko(text.submit) }).count()).toBe(1);
      expect(unexpected(problems)).toEqual([]);
    });
  },
);

const axeViolationsOf = (html: string) => axeViolationsOfHtml(browser, server.url, html);

describe.each(inlineForms)('without JavaScript, the form on %s', (target) => {
  const section = target.split('#')[1]!;
  let context: BrowserContext;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  });
  afterAll(() => context.close());

  it('posts to the server and shows the receipt with the inquiry’s number', async () => {
    const page = await context.newPage();
    await page.goto(server.url + target);
    const form = page.locator(`#${section} form`);
    await fill(form, filled);
    await form.getByRole('button', { name: ko(text.submit) }).click();
    await page.waitForURL(/\/inquiry-received\/[0-9a-f]{32}#_main$/);
    const id = receiptOf(/([0-9a-f]{32})#_main$/.exec(page.url())![1]!);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(ko(text.receipt.title));
    expect(await page.locator('body').textContent()).toContain(String(id));
    expect(storedInquiry(id)).toMatchObject({ fields: labFields(filled), page: target });
    expect(await page.getByRole('link', { name: ko(text.receipt.backLink) }).getAttribute('href')).toBe(target);
    expect(await axeViolationsOf(await page.content())).toEqual([]);
  });

  it('comes back with the server’s messages and every typed value when the server refuses it', async () => {
    const page = await context.newPage();
    await page.goto(server.url + target);
    const form = page.locator(`#${section} form`);
    // A domain without a dot passes the browser's own check of type=email, but not the schema's.
    await fill(form, { ...filled, email: 'qa@localhost' });
    await form.getByRole('button', { name: ko(text.submit) }).click();
    await page.waitForURL(new RegExp(`${target.split('#')[0]}\\?inquiry=[\\w-]+#${section}$`));
    const again = page.locator(`#${section} form`);
    expect(await values(again)).toEqual([filled.company, filled.phone, 'qa@localhost', filled.message]);
    expect(await consent(again).isChecked()).toBe(true);
    expect(await field(again, 'email').getAttribute('aria-invalid')).toBe('true');
    expect(await again.textContent()).toContain('‘이메일’ 항목에 이메일 주소를 올바른 형식으로 적어 주세요.');
    expect(await axeViolationsOf(await page.content())).toEqual([]);
  });
});
