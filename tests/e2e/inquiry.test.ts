// The inquiry dialog on the home page and an inline form, in Chromium (sending them: inquiry-browser.test.ts).
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChromium } from './helpers/browser';
import { readFixtureManifest } from './helpers/fixture-site';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { collectPageProblems } from './helpers/page-problems';
import { ko } from '../helpers/manifestText';
import { gotoSettled } from './helpers/page-settled';
import { fieldLabel, formTextField } from '../helpers/inquiryFields';

const manifest = readFixtureManifest();
const text = manifest.inquiryForm;
const home = manifest.routes.find((route) => route.path === '/')?.page;
const contact =
  home?.type === 'fullPageScroller' ? home.sections.find((section) => section.type === 'companyContact') : undefined;
if (contact?.type !== 'companyContact')
  throw new Error('The inquiry fixture’s home page is expected to hold a companyContact section.');
const openerLabel = ko(contact.buttonLabel);

type Field = 'company' | 'phone' | 'email' | 'message';

const inlineForm = manifest.routes.flatMap((route) =>
  'sections' in route.page
    ? route.page.sections
        .filter((section) => section.type === 'inquiry')
        .map((section) => ({ path: route.path, id: section.id }))
    : [],
)[0]!;

let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServerProcess(), connectChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Visit {
  page: Page;
  problems: string[];
}

async function visit(context: BrowserContext, path: string): Promise<Visit> {
  const page = await context.newPage();
  const problems = collectPageProblems(page, server.url);
  await gotoSettled(page, server.url + path);
  return { page, problems };
}

const field = (scope: Locator, name: Field) => scope.getByLabel(ko(fieldLabel(text, name)), { exact: true });
const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName} ${element.getAttribute('name') ?? element.textContent ?? ''}`.trim() : null;
  });

describe.each([
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
])('the dialog on / at $width px', (viewport) => {
  let context: BrowserContext;
  let home: Visit;
  let opener: Locator;
  let dialog: Locator;

  beforeAll(async () => {
    context = await browser.newContext({ viewport });
    home = await visit(context, '/');
    opener = home.page.getByRole('button', { name: openerLabel });
    dialog = home.page.locator('dialog');
  });
  afterAll(() => context.close());

  // Asked of the document, not of the locator: the dialog is drawn only once first opened, and a locator would wait
  // up to 30 s for it to appear.
  const isOpen = () => home.page.evaluate(() => document.querySelector('dialog')?.open ?? false);

  /** Opens the dialog the way a visitor would: bring the contact section up (the scroller shows a section when focus moves into it), click. */
  async function openDialog() {
    await opener.focus();
    await expect
      .poll(() =>
        opener.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await opener.click();
    await expect.poll(isOpen).toBe(true);
  }

  it('is closed at first, and opens from the contact button with focus in the first field', async () => {
    expect(await isOpen()).toBe(false);
    await openDialog();
    expect(await activeElement(home.page)).toBe('INPUT company');
    expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
    await expect.poll(() => home.page.getByRole('dialog', { name: ko(text.dialogTitle) }).isVisible()).toBe(true);
    // Measure once the opening animation has ended: about 600 px wide, nearly the full width on a phone.
    await expect.poll(() => dialog.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
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
    await home.page.getByRole('heading', { name: ko(text.dialogTitle) }).click();
    expect(await isOpen()).toBe(true);
    await home.page.mouse.click(4, viewport.height - 4);
    await expect.poll(isOpen).toBe(false);
    await expect.poll(() => activeElement(home.page)).toBe(`BUTTON ${openerLabel}`);
  });

  it('closes on the cancel button', async () => {
    await openDialog();
    await dialog.getByRole('button', { name: ko(text.cancel) }).click();
    await expect.poll(isOpen).toBe(false);
    await expect.poll(() => activeElement(home.page)).toBe(`BUTTON ${openerLabel}`);
  });

  it('reports nothing wrong on the page', () => {
    expect(home.problems).toEqual([]);
  });
});

describe('the dialog’s close button on a phone (390 × 844)', () => {
  let context: BrowserContext;
  let home: Visit;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    home = await visit(context, '/');
  });
  afterAll(() => context.close());

  it('is in view at the top as the dialog opens, 44 px or more, and closes it with focus back on the button', async () => {
    const { page } = home;
    const dialog = page.locator('dialog');
    const opener = page.getByRole('button', { name: openerLabel });
    await opener.focus();
    await opener.tap();
    await expect.poll(() => dialog.evaluate((element: HTMLDialogElement) => element.open)).toBe(true);
    await expect.poll(() => dialog.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);

    const close = dialog.getByRole('button', { name: ko(text.close), exact: true });
    const box = (await close.boundingBox())!;
    const title = (await page.getByRole('heading', { name: ko(text.dialogTitle) }).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(title.y + title.height + 16);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Nothing covers it: a tap in its middle reaches the button.
    expect(
      await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      ),
    ).toBe(ko(text.close));

    // Still there after scrolling the form to its end.
    await field(dialog, 'message').scrollIntoViewIfNeeded();
    await dialog.getByRole('button', { name: ko(text.cancel) }).scrollIntoViewIfNeeded();
    const scrolled = (await close.boundingBox())!;
    expect(scrolled.y).toBeGreaterThanOrEqual(0);
    expect(scrolled.y + scrolled.height).toBeLessThanOrEqual(844);

    await close.tap();
    await expect.poll(() => dialog.evaluate((element: HTMLDialogElement) => element.open)).toBe(false);
    await expect.poll(() => activeElement(page)).toBe(`BUTTON ${openerLabel}`);
    expect(home.problems).toEqual([]);
  });
});

describe(`the inline form on ${inlineForm.path}#${inlineForm.id}`, () => {
  let context: BrowserContext;
  let visitPage: Visit;
  let form: Locator;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    visitPage = await visit(context, `${inlineForm.path}#${inlineForm.id}`);
    form = visitPage.page.locator(`#${inlineForm.id} form`);
  });
  afterAll(() => context.close());

  it('is its section, with the four labelled fields in view', async () => {
    await expect.poll(() => field(form, 'company').isVisible()).toBe(true);
    expect(await field(form, 'message').getAttribute('placeholder')).toBe(
      ko(formTextField(text, 'message').placeholder!),
    );
    expect(await field(form, 'phone').getAttribute('type')).toBe('tel');
    expect(await field(form, 'email').getAttribute('type')).toBe('email');
  });

  it('reports nothing wrong on the page', () => {
    expect(visitPage.problems).toEqual([]);
  });
});

it('without JavaScript, the home page’s contact button is a link to the inline form', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  const link = page.getByRole('link', { name: openerLabel });
  expect(await link.getAttribute('href')).toBe(text.href);
  expect(await page.getByRole('button', { name: openerLabel }).count()).toBe(0);
  await context.close();
});
