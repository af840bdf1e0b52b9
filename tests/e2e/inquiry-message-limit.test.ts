// The inquiry form's message box near its limit, in Chromium: the count, and a real paste cut short by maxlength.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryConstraints } from '../../src/inquiry/inquiryConstraints.gen';
import { connectChromium } from './helpers/browser';
import { readFixtureManifest } from './helpers/fixture-site';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { collectPageProblems } from './helpers/page-problems';
import { ko } from '../helpers/manifestText';
import { gotoSettled } from './helpers/page-settled';
import { axeViolations } from './helpers/axe';
import { fieldLabel } from '../helpers/inquiryFields';

const text = readFixtureManifest().inquiryForm;
// The fixture's message names no limit of its own: its kind's.
const max = inquiryConstraints.kinds.longText.maxLength;
const formatted = (count: number) => count.toLocaleString('ko-KR');
const count = (length: number) =>
  ko(text.messageCount).replace('{count}', formatted(length)).replace('{max}', formatted(max));
const cutNotice = (cut: number) =>
  ko(text.messageCut).replace('{max}', formatted(max)).replace('{cut}', formatted(cut));

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let message: Locator;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServerProcess(), connectChromium()]);
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  page = await context.newPage();
  problems = collectPageProblems(page, server.url);
  await gotoSettled(page, `${server.url}/about#contact`);
  await page.waitForFunction(() => document.querySelector('form')?.noValidate === true);
  message = page.locator('#contact form').getByLabel(ko(fieldLabel(text, 'message')), { exact: true });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** The texts the message box's aria-describedby points at. */
const described = () =>
  message.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? ''),
  );

/** A visible note under the box (the live region for screen readers holds the same words, unseen). */
const note = (words: string) => page.locator('#contact p').filter({ hasText: words });

/** A paste the way a visitor makes one: the text on the clipboard, then Ctrl+V in the box. */
async function paste(value: string) {
  await page.evaluate((clip) => navigator.clipboard.writeText(clip), value);
  await message.focus();
  await page.keyboard.press('Control+V');
}

describe('the message box', () => {
  it('shows no count while far from the limit', async () => {
    await message.fill('가'.repeat(max / 2));
    expect(await described()).toEqual([]);
    expect(await page.getByText(` / ${formatted(max)}자`).count()).toBe(0);
  });

  it('shows the count under the box near the limit, tied to it', async () => {
    await message.fill('가'.repeat(max * 0.9));
    const shown = note(count(max * 0.9));
    await expect.poll(() => shown.isVisible()).toBe(true);
    expect(await described()).toEqual([count(max * 0.9)]);
    const [box, counter] = [(await message.boundingBox())!, (await shown.boundingBox())!];
    expect(counter.y).toBeGreaterThanOrEqual(box.y + box.height);
    expect(counter.y - (box.y + box.height)).toBeLessThan(24);
    expect(await axeViolations(page, { include: '#contact' })).toEqual([]);
  });

  it('keeps 5,000 of 6,000 pasted characters and says that the last 1,000 were cut', async () => {
    await message.fill('');
    await paste('나'.repeat(max + 1000));
    await expect.poll(() => message.inputValue().then((value) => value.length)).toBe(max);
    const notice = note(cutNotice(1000));
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await described()).toEqual([count(max), cutNotice(1000)]);
    expect(await page.locator('#contact [aria-live="polite"]').textContent()).toBe(cutNotice(1000));
    expect(await axeViolations(page, { include: '#contact' })).toEqual([]);
  });

  it('says nothing was cut for a paste that fits', async () => {
    await message.fill('');
    await paste('다'.repeat(100));
    await expect.poll(() => message.inputValue().then((value) => value.length)).toBe(100);
    expect(await described()).toEqual([]);
  });

  it('reports nothing wrong on the page', () => {
    expect(problems).toEqual([]);
  });
});
