// The inquiry dialog on the home page and the inline form on /introduce#contact, in Chromium.
import type { BrowserContext, ConsoleMessage, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBuiltSite } from './helpers/built-site';
import { readManifest } from './helpers/manifest';
import { collectPageProblems } from './helpers/page-problems';

const manifest = readManifest();
const text = manifest.inquiryForm;
const home = manifest.routes.find((route) => route.path === '/')?.page;
const contact = home?.type === 'fullPageScroller' ? home.sections.find((section) => section.type === 'companyContact') : undefined;
if (contact?.type !== 'companyContact') throw new Error('The home page of site.json is expected to hold a companyContact section.');
const openerLabel = contact.buttonLabel;

const filled = { company: '한빛소재', phone: '042-123-4567', email: 'qa@hanbit.example', message: '도금층 변색 원인 분석 문의' };
type Values = typeof filled;
const fieldNames = Object.keys(filled) as (keyof Values)[];

const site = useBuiltSite();

interface Visit {
  page: Page;
  problems: string[];
  /** The text of every console.info message so far. */
  infos: string[];
}

async function visit(context: BrowserContext, path: string): Promise<Visit> {
  const page = await context.newPage();
  const problems = collectPageProblems(page, site.server.url);
  const infos: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'info') infos.push(message.text());
  });
  await page.goto(site.server.url + path, { waitUntil: 'networkidle' });
  return { page, problems, infos };
}

const field = (scope: Locator, name: keyof Values) => scope.getByLabel(text[name], { exact: true });
const values = (scope: Locator) => Promise.all(fieldNames.map((name) => field(scope, name).inputValue()));
async function fill(scope: Locator, entries: Partial<Values>) {
  for (const [name, value] of Object.entries(entries)) await field(scope, name as keyof Values).fill(value);
}
const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName} ${element.getAttribute('name') ?? element.textContent ?? ''}`.trim() : null;
  });
/** An info line holding all four values. */
const loggedAll = (infos: string[], entries: Values) => infos.some((line) => Object.values(entries).every((value) => line.includes(value)));

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])('the dialog on / at $width px', (viewport) => {
  let context: BrowserContext;
  let home: Visit;
  let opener: Locator;
  let dialog: Locator;

  beforeAll(async () => {
    context = await site.browser.newContext({ viewport });
    home = await visit(context, '/');
    opener = home.page.getByRole('button', { name: openerLabel });
    dialog = home.page.locator('dialog');
  });
  afterAll(() => context.close());

  const isOpen = () => dialog.evaluate((element: HTMLDialogElement) => element.open).catch(() => false);

  /** Opens the dialog the way a visitor would: bring the contact section up (the scroller shows a section when focus moves into it), click. */
  async function openDialog() {
    await opener.focus();
    await expect
      .poll(() => opener.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }))
      .toBe(true);
    await opener.click();
    await expect.poll(isOpen).toBe(true);
  }

  it('is closed at first, and opens from the contact button with focus in the first field', async () => {
    expect(await isOpen()).toBe(false);
    await openDialog();
    expect(await activeElement(home.page)).toBe('INPUT company');
    expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
    await expect.poll(() => home.page.getByRole('dialog', { name: text.dialogTitle }).isVisible()).toBe(true);
    // Wait for the opening animation, then measure: about 600 px wide, nearly the full width on a phone.
    await home.page.waitForTimeout(300);
    const box = (await dialog.boundingBox())!;
    if (viewport.width > 640) {
      expect(box.width).toBe(600);
    } else {
      expect(box.width).toBeGreaterThanOrEqual(viewport.width - 32);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
  });

  it('closes on Escape and gives focus back to the button', async () => {
    await home.page.keyboard.press('Escape');
    await expect.poll(isOpen).toBe(false);
    await expect.poll(() => activeElement(home.page)).toBe(`BUTTON ${openerLabel}`);
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    await openDialog();
    await home.page.getByRole('heading', { name: text.dialogTitle }).click();
    expect(await isOpen()).toBe(true);
    await home.page.mouse.click(4, viewport.height - 4);
    await expect.poll(isOpen).toBe(false);
    await expect.poll(() => activeElement(home.page)).toBe(`BUTTON ${openerLabel}`);
  });

  it('closes on the cancel button', async () => {
    await openDialog();
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect.poll(isOpen).toBe(false);
    await expect.poll(() => activeElement(home.page)).toBe(`BUTTON ${openerLabel}`);
  });

  it('stays open and keeps what was typed while a field is empty', async () => {
    await openDialog();
    const partial = { company: filled.company, phone: filled.phone, email: filled.email };
    await fill(dialog, partial);
    const infosBefore = home.infos.length;
    await dialog.getByRole('button', { name: text.submit }).click();
    await home.page.waitForTimeout(200);
    expect(await isOpen()).toBe(true);
    expect(await values(dialog)).toEqual([filled.company, filled.phone, filled.email, '']);
    expect(await field(dialog, 'message').evaluate((element: HTMLTextAreaElement) => element.validity.valueMissing)).toBe(true);
    expect(home.infos.length).toBe(infosBefore);
  });

  it('logs a valid inquiry with its four values, closes, confirms, and opens again empty', async () => {
    await fill(dialog, filled);
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect.poll(isOpen).toBe(false);
    expect(loggedAll(home.infos, filled)).toBe(true);
    await expect.poll(() => home.page.getByRole('status').filter({ hasText: text.status.sent }).isVisible()).toBe(true);
    await expect.poll(() => activeElement(home.page)).toBe(`BUTTON ${openerLabel}`);

    await openDialog();
    expect(await values(dialog)).toEqual(['', '', '', '']);
    await home.page.keyboard.press('Escape');
    await expect.poll(isOpen).toBe(false);
    expect(home.problems).toEqual([]);
  });
});

describe('the inline form on /introduce#contact', () => {
  let context: BrowserContext;
  let visitPage: Visit;
  let form: Locator;

  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    visitPage = await visit(context, '/introduce#contact');
    form = visitPage.page.locator('#contact form');
  });
  afterAll(() => context.close());

  it('is the #contact section, with the four labelled fields in view', async () => {
    await expect.poll(() => field(form, 'company').isVisible()).toBe(true);
    expect(await field(form, 'message').getAttribute('placeholder')).toBe(text.messagePlaceholder);
    expect(await field(form, 'phone').getAttribute('type')).toBe('tel');
    expect(await field(form, 'email').getAttribute('type')).toBe('email');
  });

  it('keeps what was typed and logs nothing while a field is invalid', async () => {
    await fill(form, { ...filled, email: 'not-an-address' });
    await form.getByRole('button', { name: text.submit }).click();
    await visitPage.page.waitForTimeout(200);
    expect(await values(form)).toEqual([filled.company, filled.phone, 'not-an-address', filled.message]);
    expect(visitPage.infos).toEqual([]);
  });

  it('logs a valid inquiry with its four values, clears the fields and confirms', async () => {
    await fill(form, filled);
    await form.getByRole('button', { name: text.submit }).click();
    await expect.poll(() => values(form)).toEqual(['', '', '', '']);
    expect(loggedAll(visitPage.infos, filled)).toBe(true);
    expect(await form.getByRole('status').textContent()).toBe(text.status.sent);
    expect(visitPage.problems).toEqual([]);
  });
});

it('without JavaScript, the home page’s contact button is a link to the inline form', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.server.url}/`);
  const link = page.getByRole('link', { name: openerLabel });
  expect(await link.getAttribute('href')).toBe(text.href);
  expect(await page.getByRole('button', { name: openerLabel }).count()).toBe(0);
  await context.close();
});
