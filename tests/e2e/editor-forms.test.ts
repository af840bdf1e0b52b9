// Issue 22's forms, through the real `npm run edit` on a temporary copy of tests/fixtures/editor-site/:
// a fresh entry is not a wall of red until a save is tried, discarding asks and can be undone,
// and a new page asks which kind of page it is.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  closeEditor,
  form,
  nav,
  openEditor,
  partnersInNav,
  problemsStatus,
  saveButton,
  wait,
} from './helpers/editor-page';
import { editorSession } from './helpers/editor-session';
import { axeViolations } from './helpers/axe';

const session = editorSession();

/** The problems shown beside fields in the form. */
const fieldProblems = (page: Page) => form(page).locator('[id$="__error"]');

async function addInstrument(page: Page, label: string) {
  await nav(page).getByRole('button', { name: '장비 추가' }).click();
  const dialog = page.getByRole('dialog', { name: /장비 목록에 추가/ });
  await dialog.getByLabel(/탭 이름/).fill(label);
  await dialog.getByRole('button', { name: '추가' }).click();
  await page.getByRole('heading', { name: label, exact: true }).waitFor(wait);
}

describe('the editor’s forms', { timeout: 180_000 }, () => {
  it('shows a new instrument without problems until a save is tried, then shows them and saves nothing', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    const before = await readFile(session.editor.manifest, 'utf8');
    await addInstrument(page, 'SEM-EDS');
    await problemsStatus(page)
      .filter({ hasText: /^채울 칸 \d+개$/ })
      .waitFor(wait);
    expect(await fieldProblems(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await saveButton(page).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^저장하지 않았습니다\. 고칠 곳이 \d+개 있어 첫 번째 칸으로 옮겼습니다\.$/ })
      .waitFor(wait);
    await problemsStatus(page)
      .filter({ hasText: /^문제 \d+개$/ })
      .waitFor(wait);
    expect(await fieldProblems(page).count()).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/^root_subName/);
    expect(await readFile(session.editor.manifest, 'utf8')).toBe(before);
    expect(await axeViolations(page)).toEqual([]);
    await closeEditor(page);
  });

  it('takes back a number typed in one go with one Ctrl+Z, even when the page takes longer than the pause to draw each key', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    await nav(page).getByRole('button', { name: '회사 정보' }).click();
    const fax = form(page).getByLabel(/^팩스/);
    const phone = form(page).getByLabel(/^전화/);
    const [faxBefore, phoneBefore] = [await fax.inputValue(), await phone.inputValue()];
    // A busy machine: every key typed keeps the page busy for longer than the pause that ends a step.
    await page.evaluate(() =>
      window.addEventListener(
        'input',
        () => {
          const until = performance.now() + 1_200;
          while (performance.now() < until);
        },
        { capture: true },
      ),
    );
    await fax.click();
    await fax.press('End');
    // Few keys: each one costs the machine the 1.2 s above; two are already typed in one go.
    await fax.pressSequentially('56', { delay: 50 });
    await expect.poll(() => fax.inputValue()).toBe(`${faxBefore}56`);
    await page.keyboard.press('Control+z');
    await expect.poll(() => fax.inputValue()).toBe(faxBefore);

    // Another field is another step: undo takes back the phone number and leaves the fax as typed.
    await fax.pressSequentially('0', { delay: 50 });
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('99', { delay: 50 });
    await expect.poll(() => phone.inputValue()).toBe(`${phoneBefore}99`);
    await page.keyboard.press('Control+z');
    await expect.poll(() => phone.inputValue()).toBe(phoneBefore);
    expect(await fax.inputValue()).toBe(`${faxBefore}0`);
    await closeEditor(page);
  });

  it('counts a name near its limit, and flags and refuses to save 1,890 characters pasted into it', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    const before = await readFile(session.editor.manifest, 'utf8');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await partnersInNav(page).click();
    const name = form(page).getByLabel(/^협력사 이름/);
    await name.fill('가'.repeat(70));
    await form(page).getByText('70/80자', { exact: true }).waitFor(wait);

    const pasted = 'x'.repeat(1890);
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await name.fill('');
    await name.press('Control+v');
    await expect.poll(() => name.inputValue()).toBe(pasted);
    await form(page).getByText('1890/80자 · 1810자 넘음', { exact: true }).waitFor(wait);
    await form(page).getByText('80자까지 쓸 수 있는데 1890자입니다.').waitFor(wait);
    // The editor's own controls: the preview frame (now on the partners' page) is checked in editor-preview.test.ts.
    expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([]);
    await saveButton(page).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^저장하지 않았습니다\./ })
      .waitFor(wait);
    expect(await readFile(session.editor.manifest, 'utf8')).toBe(before);
    await closeEditor(page);
  });

  it('asks before discarding, and brings the discarded changes back', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    await addInstrument(page, 'SEM-EDS');
    const entry = nav(page).getByRole('button', { name: /^SEM-EDS/ });

    await page.getByRole('button', { name: '버리기', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '저장하지 않은 변경 버리기' });
    expect(await dialog.getByRole('list', { name: '버릴 변경' }).textContent()).toBe('장비 추가 SEM-EDS');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '버리기' }).click();
    await entry.waitFor({ state: 'detached', ...wait });
    const notice = page.getByRole('status').filter({ hasText: '저장하지 않은 변경을 버렸습니다.' });
    await notice.waitFor(wait);
    expect(await axeViolations(page)).toEqual([]);

    await notice.getByRole('button', { name: '버린 변경 되돌리기' }).click();
    await entry.waitFor(wait);
    await page.getByRole('button', { name: '버리기', exact: true }).click();
    await dialog.getByRole('button', { name: '버리기' }).click();
    await entry.waitFor({ state: 'detached', ...wait });
    await page.keyboard.press('Control+z');
    await entry.waitFor(wait);
    await closeEditor(page);
  });

  it('takes a section’s background out after its kind changed, and asks for no colour', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    // The contact section, not the hero: the home page's one hero gives it its main heading, which a text box would not.
    await nav(page).getByRole('button', { name: /^문의/ }).first().click();
    await form(page).getByRole('button', { name: '배경 없애기' }).waitFor(wait);
    await form(page)
      .getByRole('combobox', { name: /섹션 모양/ })
      .selectOption({ label: '글 상자' });
    await form(page).getByRole('button', { name: '배경 없애기' }).click();
    await form(page).getByRole('button', { name: '배경 넣기' }).waitFor(wait);
    await problemsStatus(page)
      .filter({ hasText: /^(문제가 없습니다\.|채울 칸 \d+개)$/ })
      .waitFor(wait);
    expect(await page.getByText(/배경 색/).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await closeEditor(page);
  });

  it('asks which kind a new page is, and starts it as that kind', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    await nav(page).getByRole('button', { name: '페이지 추가' }).click();
    const dialog = page.getByRole('dialog', { name: /페이지에 추가/ });
    await dialog.getByLabel(/페이지 제목/).fill('News');
    const add = dialog.getByRole('button', { name: '추가' });
    expect(await add.isDisabled()).toBe(true);
    const kinds = dialog.getByRole('group', { name: '페이지 종류' }).getByRole('radio');
    expect(await kinds.count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('radio', { name: /섹션을 쌓은 페이지/ }).check();
    await add.click();
    await page.getByRole('heading', { name: 'News', exact: true }).waitFor(wait);
    const chosen = await form(page)
      .locator('select')
      .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent));
    expect(chosen).toEqual(['섹션을 쌓은 페이지', '글 상자']);
    expect(await fieldProblems(page).filter({ hasText: '필수' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await closeEditor(page);
  });
});
