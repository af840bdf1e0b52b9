// Chromium without JavaScript, past the rate limit, with a long Korean message: nothing typed is lost.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath } from './helpers/screenshots';
import { axeViolationsOf } from './helpers/axe-html';
import { connectChromium } from './helpers/browser';
import { readFixtureManifest } from './helpers/fixture-site';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { ko } from '../helpers/manifestText';
import { fieldLabel } from '../helpers/inquiryFields';

const text = readFixtureManifest().inquiryForm;
const viewport = { width: 1280, height: 800 };
const [path, section] = ['/about', 'contact'];
// A message the old 16 KB limit refused: 3,000 Korean characters are about 27 KB url-encoded.
const filled = {
  company: '(주)무스크립트소재',
  phone: '042-123-4567',
  email: 'qa@no-script.example',
  message: '도금층 변색 원인 분석을 의뢰합니다. '.repeat(150).trim(),
};
type Field = keyof typeof filled;

let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServerProcess({ env: { INQUIRY_RATE_LIMIT: '1', INQUIRY_RATE_WINDOW_SECONDS: '600' } }),
    connectChromium(),
  ]);
  context = await browser.newContext({ viewport, javaScriptEnabled: false });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('a form sent without JavaScript past the rate limit', () => {
  it('comes back on its own page, scrolled to the form, with the true wait and every value; axe finds nothing', async () => {
    const page = await context.newPage();
    const send = async (values: Partial<typeof filled>) => {
      await page.goto(server.url + path);
      const form = page.locator(`#${section} form`);
      for (const [name, value] of Object.entries(values))
        await form.getByLabel(ko(fieldLabel(text, name)), { exact: true }).fill(value);
      await form.getByRole('checkbox', { name: ko(text.consent.label) }).check();
      const [answer] = await Promise.all([
        page.waitForNavigation(),
        form.getByRole('button', { name: ko(text.submit) }).click(),
      ]);
      return answer;
    };

    await send({ ...filled, message: '첫 문의' });
    expect(page.url()).toMatch(/\/inquiry-received\/[0-9a-f]{32}#_main$/);
    const refused = await send(filled);
    expect(refused?.status()).toBe(429);
    expect(page.url()).toMatch(new RegExp(`${path}\\?inquiry=[\\w-]+#${section}$`));

    const form = page.locator(`#${section} form`);
    const top = (await form.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(viewport.height);
    for (const name of Object.keys(filled) as Field[])
      expect(await form.getByLabel(ko(fieldLabel(text, name)), { exact: true }).inputValue(), name).toBe(filled[name]);
    expect(await form.getByRole('checkbox', { name: ko(text.consent.label) }).isChecked()).toBe(true);
    const seconds = Number(await refused!.headerValue('retry-after'));
    expect(seconds).toBeGreaterThan(540);
    expect(await form.getByRole('alert').textContent()).toContain(
      ko(text.status.tooMany).replace('{seconds}', String(seconds)),
    );
    // The reason is where the visitor lands, not below the fold beside the button.
    const reason = (await form.getByRole('alert').boundingBox())!;
    expect(reason.y).toBeGreaterThanOrEqual(0);
    expect(reason.y + reason.height).toBeLessThanOrEqual(viewport.height);

    // To look at, not compared: the state a visitor sees.
    await page.screenshot({ path: screenshotPath('inquiry-no-js-too-many') });
    expect(await axeViolationsOf(browser, server.url, await page.content())).toEqual([]);
  });
});
