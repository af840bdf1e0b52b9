// Issue 21's proof for the editor: staff find a missing English text through the filter
// "번역이 빠진 곳", write it beside the Korean, and save; `npm run edit` runs on a temporary
// copy of tests/fixtures/editor-site/ made bilingual, never on the real site.json.
import { readFile, writeFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPlaces } from '../../src/manifest/language/textPlaces';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { inKoreanAndEnglish } from '../fixtures/bilingual/inKoreanAndEnglish';
import { screenshotPath } from './helpers/screenshots';
import { connectChromium } from './helpers/browser';
import {
  closeEditor,
  form,
  nav,
  openEditor,
  partnersInNav,
  problemsStatus,
  save,
  saveButton,
  wait,
} from './helpers/editor-page';
import { startEditorProcess, type EditorProcess } from './helpers/editor-process';
import { axeViolations } from './helpers/axe';

let editor: EditorProcess;
let browser: Browser;

const TITLE = '/routes/1/title';
const readManifest = async () => JSON.parse(await readFile(editor.manifest, 'utf8')) as SiteManifest;

beforeAll(async () => {
  [editor, browser] = await Promise.all([startEditorProcess(), connectChromium()]);
  // The editor reads site.json from disk for each page it serves, so the copy can be rewritten before the page opens.
  await writeFile(editor.manifest, `${JSON.stringify(inKoreanAndEnglish(await readManifest(), [TITLE]), null, 2)}\n`);
});

afterAll(async () => {
  await browser?.close();
  await editor?.stop();
});

// Pages are listed by their names (the address /about is not shown to staff); the page comes before its sections.
const aboutPage = (page: Page) =>
  nav(page)
    .getByRole('region', { name: '페이지' })
    .getByRole('button', { name: /^회사소개/ })
    .first();
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: screenshotPath(`editor-translations-${name}`) });

describe('translations in npm run edit', { timeout: 180_000 }, () => {
  it('shows each page’s completeness, lists the missing English through the filter, and saves it as { ko, en }', async () => {
    const before = await readManifest();
    const koreanTitle = before.routes[1]!.title;
    const page = await openEditor(browser, editor.url);
    const pageButton = aboutPage(page);
    await expect.poll(() => pageButton.textContent()).toMatch(/English 번역 \d{1,2}%/);
    await screenshot(page, 'completeness');
    expect(await axeViolations(page)).toEqual([]);

    await nav(page)
      .getByRole('checkbox', { name: /번역이 빠진 곳만 보기/ })
      .check();
    const missing = nav(page).getByRole('list', { name: '번역이 빠진 항목' }).getByRole('button');
    await expect.poll(() => missing.count()).toBe(1);
    await screenshot(page, 'filter');
    expect(await axeViolations(page)).toEqual([]);

    await missing.first().click();
    const english = form(page).getByRole('group', { name: '페이지 제목' }).getByLabel('English');
    await expect.poll(() => english.evaluate((element) => element === document.activeElement)).toBe(true);
    await form(page).getByText('번역 없음').waitFor(wait);
    await screenshot(page, 'missing');
    expect(await axeViolations(page)).toEqual([]);

    // Side by side in a wide form, one above the other where the form is narrow.
    const korean = form(page).getByRole('group', { name: '페이지 제목' }).getByLabel('한국어');
    const top = async (box: typeof english) => (await box.boundingBox())!.y;
    expect(await top(english)).toBe(await top(korean));
    await page.setViewportSize({ width: 1000, height: 1000 });
    await screenshot(page, 'narrow');
    await expect.poll(async () => (await top(english)) > (await top(korean))).toBe(true);
    await page.setViewportSize({ width: 1600, height: 1000 });

    const note = form(page).getByText(/^English 번역 \d+%$/);
    expect(await note.textContent()).not.toBe('English 번역 100%');
    await english.fill('About us | Test lab');
    await expect.poll(() => missing.count()).toBe(0);
    await expect.poll(() => note.textContent()).toBe('English 번역 100%');
    await nav(page).getByRole('status').filter({ hasText: '빠진 번역이 없습니다.' }).waitFor(wait);
    await save(page);
    const saved = await readManifest();
    expect(saved.routes[1]!.title).toEqual({ ko: koreanTitle, en: 'About us | Test lab' });
    expect(textPlaces(saved)).toHaveLength(textPlaces(before).length);
    await closeEditor(page);
  });

  it('keeps a new instrument’s empty English boxes quiet until one is left empty, like any empty field', async () => {
    const page = await openEditor(browser, editor.url);
    await nav(page).getByRole('button', { name: '장비 추가' }).click();
    const dialog = page.getByRole('dialog', { name: /장비 목록에 추가/ });
    await dialog.getByLabel(/탭 이름/).fill('SEM-EDS');
    await dialog.getByRole('button', { name: '추가' }).click();
    await page.getByRole('heading', { name: 'SEM-EDS', exact: true }).waitFor(wait);
    await problemsStatus(page)
      .filter({ hasText: /^채울 칸 \d+개$/ })
      .waitFor(wait);
    expect(
      await form(page)
        .getByText(/번역이 없습니다/)
        .count(),
    ).toBe(0);

    const english = form(page).getByRole('group', { name: '탭 이름' }).getByLabel('English');
    await english.focus();
    await english.press('Tab');
    await form(page)
      .locator(`[id="${await english.getAttribute('id')}__error"]`)
      .filter({ hasText: /English 번역이 없습니다/ })
      .waitFor(wait);
    await closeEditor(page);
  });

  it('puts the cursor in the empty English box, not the Korean one, when 저장 finds a missing translation', async () => {
    const page = await openEditor(browser, editor.url);
    await aboutPage(page).click();
    const title = form(page).getByRole('group', { name: '페이지 제목' });
    // Written and cleared again: whether or not an earlier test saved it, the English is now missing from a changed draft.
    await title.getByLabel('English').fill('About');
    await title.getByLabel('English').fill('');
    await title.getByLabel('한국어').click();
    await saveButton(page).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^저장하지 않았습니다\./ })
      .waitFor(wait);
    const english = title.getByLabel('English');
    await expect.poll(() => english.evaluate((element) => element === document.activeElement), wait).toBe(true);
    await closeEditor(page);
  });

  it('marks a partner’s name the same in every language: one box, no translation missing, saved as { "*": … }', async () => {
    const page = await openEditor(browser, editor.url);
    // The page title left untranslated for the first test would keep anything from being saved.
    await aboutPage(page).click();
    await form(page).getByRole('group', { name: '페이지 제목' }).getByLabel('English').fill('About us | Test lab');
    await partnersInNav(page).click();
    const name = form(page).getByRole('group', { name: '협력사 이름' });
    const korean = await name.getByLabel('한국어').inputValue();
    await name.getByRole('checkbox', { name: '모든 언어 같음' }).check();
    await name.getByLabel('모든 언어', { exact: true }).waitFor(wait);
    expect(await name.getByLabel('English').count()).toBe(0);
    await screenshot(page, 'same-in-every-language');
    await save(page);
    expect((await readManifest()).partners![0]!.name).toEqual({ '*': korean });
    await closeEditor(page);
  });
});
