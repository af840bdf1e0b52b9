// Foreign visitors write to the lab through the real server: international phone numbers accepted from English and
// Korean pages, by the API and in Chromium, shown as typed in the lab's mail, the inbox and its CSV; the mail's subject
// names an English page; the spam trap says nothing to assistive technology; on a phone, the field a refused send
// focuses is in full view below the dialog's title.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { FORM_WORDS } from '../../src/inquiry/messages/formWords';
import { screenshotPath } from './helpers/screenshots';
import { postInquiryJson, staffCookie, storedInquiry } from './helpers/inquiry-requests';
import { hashPassword } from '../../src/siteServer/security/password';
import { startSmtpTestServer } from '../siteServer/mail/smtpTestServer';
import { connectChromium } from './helpers/browser';
import { readFixtureManifest } from './helpers/fixture-site';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { textOf } from '../helpers/manifestText';
import { waitFor } from './helpers/wait-for';
import { gotoSettled } from './helpers/page-settled';
import { fieldLabel } from '../helpers/inquiryFields';
import { answerOf } from '../siteServer/storage/tempStore';

const manifest = readFixtureManifest();
const text = manifest.inquiryForm;
const home = manifest.routes.find((route) => route.path === '/')!.page;
const contact =
  home.type === 'fullPageScroller' ? home.sections.find((section) => section.type === 'companyContact') : undefined;
if (contact?.type !== 'companyContact')
  throw new Error('The inquiry fixture’s home page is expected to hold a companyContact section.');

const forms = { en: '/en/about#contact', ko: '/about#contact' } as const;
type Language = keyof typeof forms;
const visitor = {
  company: 'Hanbit Materials GmbH',
  email: 'anna@hanbit.example',
  message: 'We would like an XPS analysis of two samples.',
};
const foreignNumbers = [
  '+49 89 1234 5678',
  '+1 (555) 123-4567',
  '+44 20 7946 0958',
  '0049 89 1234 5678',
  '+1 (555) 123-4567 ext. 12',
  '+44 20 7946 0958 x12',
  '+82 2-123-4567 내선 12',
];
const username = 'kim';
const password = 'lab-inbox-2026!';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServerProcess({ env: { INQUIRY_RATE_LIMIT: '1000' } }),
    connectChromium(),
  ]);
  const store = server.openStore();
  store.addAccount(username, await hashPassword(password));
  store.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const postJson = (body: object, to = server) => postInquiryJson(to, body);
const stored = (id: number) => storedInquiry(server, id);

async function staffFetch(path: string): Promise<string> {
  const cookie = await staffCookie(server, username, password);
  return (await fetch(`${server.url}${path}`, { headers: { cookie } })).text();
}

describe('the inquiry API with an international phone number', () => {
  it.each(foreignNumbers.flatMap((phone) => (['en', 'ko'] as const).map((language) => ({ phone, language }))))(
    'stores $phone from the $language form as typed',
    async ({ phone, language }) => {
      const answer = await postJson({ ...visitor, phone, consent: true, page: forms[language] });
      expect(answer.status).toBe(201);
      const { id } = (await answer.json()) as { id: number };
      expect(stored(id)).toMatchObject({ language });
      expect(answerOf(stored(id), 'phone')).toBe(phone);
    },
  );

  it.each([
    ['en', 'call me', '7 to 17 digits'],
    ['en', '+49 89', '7 to 17 digits'],
    ['ko', '+49 89 1234 5678 9012 3456', '7~17자리'],
    ['ko', '010-1234-5678 내선', '7~17자리'],
  ] as const)('refuses junk from the %s form (%s), saying what a number may hold', async (language, phone, rule) => {
    const answer = await postJson({ ...visitor, phone, consent: true, page: forms[language] });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ errors: { phone: expect.stringContaining(rule) } });
  });

  it('mails the lab the number as typed, the subject naming an English page and only that', async () => {
    const smtp = await startSmtpTestServer();
    const mailing = await startServerProcess({ env: { SMTP_URL: smtp.url, INQUIRY_RATE_LIMIT: '100' } });
    onTestFinished(async () => {
      await mailing.stop();
    });
    const mailTo = (id: number) =>
      smtp.received.find((mail) => mail.headers.get('subject')?.endsWith(`접수 번호 ${id}`));
    const phone = '+1 (555) 123-4567 ext. 12';
    const ids = {} as Record<Language, number>;
    for (const language of ['en', 'ko'] as const) {
      const answer = await postJson({ ...visitor, phone, consent: true, page: forms[language] }, mailing);
      expect(answer.status).toBe(201);
      ids[language] = ((await answer.json()) as { id: number }).id;
    }
    await waitFor(() => mailTo(ids.en) !== undefined && mailTo(ids.ko) !== undefined, 'the mails of both inquiries');
    expect(mailTo(ids.en)!.headers.get('subject')).toBe(
      `[웹사이트 문의 · 영어 페이지] ${visitor.company} — 접수 번호 ${ids.en}`,
    );
    expect(mailTo(ids.ko)!.headers.get('subject')).toBe(`[웹사이트 문의] ${visitor.company} — 접수 번호 ${ids.ko}`);
    for (const id of Object.values(ids)) expect(mailTo(id)!.text).toContain(`\n연락처: ${phone}\n`);
  });

  it('shows the number as typed in the inbox’s list, its detail and its CSV', async () => {
    const phones = ['+44 (0)20 7946 0958 extension 123', '0049 89 1234 5678'];
    const ids: number[] = [];
    for (const phone of phones)
      ids.push(
        ((await (await postJson({ ...visitor, phone, consent: true, page: forms.en })).json()) as { id: number }).id,
      );
    const list = await staffFetch('/admin');
    for (const phone of phones) expect(list).toContain(`>${phone}</td>`);
    expect(await staffFetch(`/admin/inquiries/${ids[0]}`)).toContain(`<dd>${phones[0]}</dd>`);
    const csv = await staffFetch('/admin/export.csv');
    // A cell starting with + keeps Excel's text mark before it, so Excel shows it as typed instead of computing it.
    expect(csv).toContain(`,'${phones[0]},`);
    expect(csv).toContain(`,${phones[1]},`);
  });
});

describe('in Chromium', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(() => context.close());

  async function open(path: string): Promise<Page> {
    const page = await context.newPage();
    await gotoSettled(page, server.url + path);
    // The form takes over only once hydrated; a click before that would post it the old way.
    await page.waitForFunction(() => document.querySelector('form')?.noValidate === true);
    return page;
  }

  it.each([
    ['en', '+49 89 1234 5678'],
    ['ko', '+1 (555) 123-4567 ext. 12'],
  ] as const)('sends a foreign number from the %s form, stored as typed', async (language, phone) => {
    const page = await open(forms[language].split('#')[0]!);
    const form = page.locator(`#${forms[language].split('#')[1]} form`);
    const say = (words: Parameters<typeof textOf>[0]) => textOf(words, language);
    const phoneField = form.getByLabel(say(fieldLabel(text, 'phone')), { exact: true });
    expect(await phoneField.evaluate((input: HTMLInputElement) => [input.type, input.autocomplete])).toEqual([
      'tel',
      'tel',
    ]);
    await form.getByLabel(say(fieldLabel(text, 'company')), { exact: true }).fill(visitor.company);
    await phoneField.fill(phone);
    await form.getByLabel(say(fieldLabel(text, 'email')), { exact: true }).fill(visitor.email);
    await form.getByLabel(say(fieldLabel(text, 'message')), { exact: true }).fill(visitor.message);
    await form.getByRole('checkbox', { name: say(text.consent.label) }).check();
    await form.getByRole('button', { name: say(text.submit) }).click();
    const [before, after] = say(text.status.sent).split('{id}') as [string, string];
    const confirmation = page
      .locator(`#${forms[language].split('#')[1]}`)
      .getByRole('heading', { name: before.trim() });
    await expect.poll(() => confirmation.count()).toBe(1);
    const words = (await confirmation.textContent())!.trim();
    const id = Number(words.slice(before.length, words.length - after.length));
    expect(stored(id)).toMatchObject({ language, page: forms[language] });
    expect(answerOf(stored(id), 'phone')).toBe(phone);
    await page.close();
  });

  it('keeps the spam trap out of the English page’s accessibility tree, its label in English', async () => {
    const page = await open('/en/about');
    const session = await context.newCDPSession(page);
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; name?: { value?: unknown }; role?: { value?: unknown } }[];
    };
    const exposed = nodes.filter((node) => !node.ignored).map((node) => String(node.name?.value ?? ''));
    const labels = [FORM_WORDS['honeypot-label'].ko({}).message, FORM_WORDS['honeypot-label'].en({}).message];
    expect(exposed.filter((name) => labels.some((label) => name.includes(label)))).toEqual([]);
    // Every control of the English form is exposed, the trap's not among them.
    const textboxes = nodes
      .filter((node) => !node.ignored && node.role?.value === 'textbox')
      .map((node) => String(node.name?.value ?? ''));
    expect(textboxes).toEqual(
      [
        fieldLabel(text, 'company'),
        fieldLabel(text, 'phone'),
        fieldLabel(text, 'email'),
        fieldLabel(text, 'message'),
      ].map((words) => textOf(words, 'en')),
    );
    const trap = page.locator('input[name="website"]');
    expect(
      await trap.evaluate((input: HTMLInputElement) => [
        input.tabIndex,
        input.closest('[aria-hidden="true"]') !== null,
        input.labels![0]!.textContent,
      ]),
    ).toEqual([-1, true, labels[1]]);
    await page.close();
  });
});

describe('the dialog on a phone (390 px) after a refused send', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  });
  afterAll(() => context.close());

  it.each(['ko', 'en'] as const)(
    'leaves the focused field and its label in full view below the title (%s)',
    async (language) => {
      const page = await context.newPage();
      await gotoSettled(page, `${server.url}${language === 'ko' ? '' : '/en'}/`);
      await page.waitForSelector('[data-island="inquiryDialogButton"][data-hydrated]');
      await page.getByRole('button', { name: textOf(contact.buttonLabel, language) }).click();
      const dialog = page.locator('dialog');
      await expect.poll(() => dialog.evaluate((element: HTMLDialogElement) => element.open)).toBe(true);
      // The send button is at the end of a form taller than the phone's screen: pressing it leaves the first field far above.
      const send = dialog.getByRole('button', { name: textOf(text.submit, language) });
      await send.scrollIntoViewIfNeeded();
      const company = dialog.getByLabel(textOf(fieldLabel(text, 'company'), language), { exact: true });
      expect(await isInView(dialog, company)).toBe(false);
      await send.tap();
      await expect.poll(() => company.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.screenshot({ path: screenshotPath(`inquiry-dialog-refused-390-${language}`) });
      await expect.poll(() => isInView(dialog, company)).toBe(true);
      const title = (await dialog
        .getByRole('heading', { level: 2 })
        .evaluate((heading) => heading.parentElement!.getBoundingClientRect().bottom)) as number;
      const label = (await dialog.locator(`label[for="${await company.getAttribute('id')}"]`).boundingBox())!;
      const field = (await company.boundingBox())!;
      expect(label.y).toBeGreaterThanOrEqual(title);
      expect(field.y).toBeGreaterThanOrEqual(title);
      await page.close();
    },
  );
});

/** Whether `element` is wholly inside the dialog's visible box and not under anything drawn over it (the title). */
async function isInView(dialog: Locator, element: Locator): Promise<boolean> {
  return element.evaluate(
    (target, dialogElement) => {
      const box = target.getBoundingClientRect();
      const frame = (dialogElement as Element).getBoundingClientRect();
      if (box.top < frame.top || box.bottom > frame.bottom) return false;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + 2);
      const bottom = document.elementFromPoint(box.left + box.width / 2, box.bottom - 2);
      return target.contains(top) && target.contains(bottom);
    },
    await dialog.elementHandle(),
  );
}
