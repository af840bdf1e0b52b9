// Issue 22's proof for finding text: the company's phone number, also typed into a paragraph,
// is found in both places by searching the whole site, one is opened at its field, and
// "모두 바꾸기" changes both; `npm run edit` runs on a temporary copy of
// tests/fixtures/editor-site/, never on the real site.json.
import { readFile, writeFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { screenshotPath } from './helpers/screenshots';
import { connectChromium } from './helpers/browser';
import { closeEditor, nav, openEditor, save, wait } from './helpers/editor-page';
import { startEditorProcess, type EditorProcess } from './helpers/editor-process';
import { axeViolations } from './helpers/axe';

let editor: EditorProcess;
let browser: Browser;

const OLD = '042-000-0000';
const NEW = '042-123-4567';
/** The paragraph holding the number as staff typed it by hand, spaced. */
const PARAGRAPH = '급한 문의는 전화 042 000 0000으로 해 주세요.';

const readManifest = async () => JSON.parse(await readFile(editor.manifest, 'utf8')) as SiteManifest;

beforeAll(async () => {
  [editor, browser] = await Promise.all([startEditorProcess(), connectChromium()]);
  const manifest = await readManifest();
  expect(manifest.company.phone).toBe(OLD);
  const help = manifest.routes.find((route) => route.path === '/help')!.page as {
    sections: { type: string; paragraphs?: string[] }[];
  };
  help.sections.find((section) => section.type === 'textBlock')!.paragraphs!.push(PARAGRAPH);
  // The editor reads site.json from disk for each page it serves, so the copy can be rewritten before the page opens.
  await writeFile(editor.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
});

afterAll(async () => {
  await browser?.close();
  await editor?.stop();
});

const screenshot = (page: Page, name: string) => page.screenshot({ path: screenshotPath(`editor-search-${name}`) });

describe('finding and replacing text in npm run edit', { timeout: 180_000 }, () => {
  it('finds the phone number in both places, opens one at its field, replaces it everywhere and saves', async () => {
    const page = await openEditor(browser, editor.url);
    const box = page.getByRole('searchbox', { name: '사이트 전체에서 찾기' });
    await page.keyboard.press('Control+K');
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(OLD);
    const search = page.getByRole('search', { name: '사이트 전체에서 찾기' });
    await search.getByRole('status').filter({ hasText: '2곳에서 찾았습니다.' }).waitFor(wait);
    const results = search.getByRole('list', { name: '찾은 곳' }).getByRole('button');
    expect(await results.allTextContents()).toEqual([
      expect.stringMatching(/^회사 정보 › 전화번호042-000-0000$/),
      expect.stringMatching(/› 1?\d번째 문단급한 문의는 전화 042 000 0000으로/),
    ]);
    expect(await search.locator('mark').allTextContents()).toEqual([OLD, '042 000 0000']);
    await screenshot(page, 'results');
    expect(await axeViolations(page)).toEqual([]);

    await results.nth(1).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLTextAreaElement | null)?.value))
      .toBe(PARAGRAPH);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');

    await search.getByRole('textbox', { name: '바꿀 글' }).fill(NEW);
    await search.getByRole('button', { name: '모두 바꾸기' }).click();
    const dialog = page.getByRole('dialog', { name: '모두 바꾸기: 2곳' });
    await dialog.waitFor(wait);
    expect(await dialog.getByRole('row').allTextContents()).toEqual([
      '곳지금바꾼 뒤',
      `회사 정보 › 전화번호${OLD}${NEW}`,
      expect.stringMatching(new RegExp(`문단${PARAGRAPH}급한 문의는 전화 ${NEW}으로 해 주세요\\.$`)),
    ]);
    await screenshot(page, 'confirm');
    // The confirmation over the editor: the preview frame under its backdrop is checked in editor-preview.test.ts.
    expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([]);
    expect((await readManifest()).company.phone).toBe(OLD);

    await dialog.getByRole('button', { name: '2곳 바꾸기' }).click();
    await search.getByRole('status').filter({ hasText: '2곳을 바꿨습니다.' }).waitFor(wait);
    await screenshot(page, 'replaced');
    // One step to undo: both places come back together, and come back changed together.
    await page.getByRole('button', { name: '되돌리기' }).click();
    await search
      .getByRole('status')
      .filter({ hasText: /^2곳에서 찾았습니다\.$/ })
      .waitFor(wait);
    await page.getByRole('button', { name: '다시 하기' }).click();
    await search.getByRole('status').filter({ hasText: '2곳을 바꿨습니다. 찾는 글이 없습니다.' }).waitFor(wait);
    await save(page);
    const saved = await readFile(editor.manifest, 'utf8');
    expect(saved).not.toMatch(/042.000.0000/);
    const manifest = JSON.parse(saved) as SiteManifest;
    expect(manifest.company.phone).toBe(NEW);
    expect(saved).toContain(JSON.stringify(PARAGRAPH.replace('042 000 0000', NEW)));
    expect(manifest.company.fax).toBe('042-000-0001');

    await box.fill('');
    await nav(page).getByRole('button', { name: '회사 정보' }).waitFor(wait);
    await screenshot(page, 'idle');
    await closeEditor(page);
  });
});
