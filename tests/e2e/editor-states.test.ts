// Issue 28's editor states, in `npm run edit` on a copy of tests/fixtures/editor-site/: a reload
// with a problem left in the draft still draws a preview, the toolbar keeps one status line,
// clearing the search clears what its replacement said, and typing a letter and deleting it
// leaves nothing unsaved.
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { closeEditor, form, nav, openEditor, previewOf, problemsStatus, saveButton, wait } from './helpers/editor-page';
import { editorSession } from './helpers/editor-session';

const session = editorSession();

const readManifest = async () => JSON.parse(await readFile(session.editor.manifest, 'utf8')) as SiteManifest;
const primaryColour = (page: Page) => form(page).getByRole('textbox', { name: /^주 색상\*?$/ });
const toolbar = (page: Page) => page.getByRole('banner', { name: '편집기 도구' });
const previewPane = (page: Page) => page.getByRole('region', { name: '미리보기' });
const discardButton = (page: Page) => page.getByRole('button', { name: '버리기', exact: true });
/** The draft this page keeps in the browser, if any. */
const storedDraft = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).find((key) => key.startsWith('lab-site-editor:draft:')));

describe('the editor states', { timeout: 300_000 }, () => {
  it('draws the saved file when reopened on a draft with a problem left in it, says so, and draws the draft once fixed', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    await previewOf(page, '/');
    await nav(page).getByRole('button', { name: '테마' }).click();
    await primaryColour(page).fill('#12');
    await problemsStatus(page)
      .filter({ hasText: /^문제 1개$/ })
      .waitFor(wait);
    await page.waitForFunction(
      () => Object.keys(localStorage).some((key) => key.startsWith('lab-site-editor:draft:')),
      undefined,
      wait,
    );

    await page.reload();
    await nav(page).waitFor(wait);
    await page
      .getByRole('status')
      .filter({ hasText: '저장하지 않은 초안을 브라우저에서 다시 불러왔습니다.' })
      .waitFor(wait);
    // Not "미리보기를 그리는 중…" for good: the file as saved is drawn, and the pane says why.
    await previewOf(page, '/');
    await previewPane(page)
      .getByRole('status')
      .filter({ hasText: '초안에 고칠 곳이 있어 저장된 내용을 보여 줍니다.' })
      .waitFor(wait);
    expect(await previewPane(page).getByText('미리보기를 그리는 중…').count()).toBe(0);

    await nav(page).getByRole('button', { name: '테마' }).click();
    await primaryColour(page).fill('#123456');
    await problemsStatus(page).filter({ hasText: '문제가 없습니다.' }).waitFor(wait);
    await previewPane(page)
      .getByRole('status')
      .waitFor({ state: 'detached', ...wait });
    await closeEditor(page);
  });

  it('says why nothing can be drawn, and what to do, when the saved file has a problem too', async () => {
    const manifest = await readManifest();
    const before = `${JSON.stringify(manifest, null, 2)}\n`;
    manifest.theme.colors.primary = '#12';
    await writeFile(session.editor.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
    try {
      const page = await openEditor(session.browser, session.editor.url);
      await previewPane(page)
        .getByRole('status')
        .filter({ hasText: '저장된 내용과 초안 모두에 고칠 곳이 있어 미리보기를 그릴 수 없습니다.' })
        .waitFor(wait);
      expect(await previewPane(page).getByText('미리보기를 그리는 중…').count()).toBe(0);
      await nav(page).getByRole('button', { name: '테마' }).click();
      await primaryColour(page).fill('#123456');
      await previewOf(page, '/');
      await closeEditor(page);
    } finally {
      await writeFile(session.editor.manifest, before);
    }
  });

  it('keeps one status line: a save that failed stays through edits until the next save answers, which leaves at the next edit', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    await nav(page).getByRole('button', { name: '테마' }).click();
    await primaryColour(page).fill('#202020');
    await problemsStatus(page).filter({ hasText: '문제가 없습니다.' }).waitFor(wait);
    // The editor's server cut off for saving only: the page gets no answer, as when npm run edit was stopped.
    await page.route('**/api/document', (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
    );
    await saveButton(page).click();
    const failed = toolbar(page)
      .getByRole('status')
      .filter({ hasText: '편집기 서버에 연결하지 못해 저장하지 못했습니다.' });
    await failed.waitFor(wait);
    await primaryColour(page).fill('#202021');
    await problemsStatus(page).filter({ hasText: '문제가 없습니다.' }).waitFor(wait);
    expect(await failed.count()).toBe(1);

    await page.unroute('**/api/document');
    await saveButton(page).click();
    await toolbar(page)
      .getByRole('status')
      .filter({ hasText: /^저장했습니다\.$/ })
      .waitFor(wait);
    expect(await toolbar(page).getByRole('status').allTextContents()).toEqual(['저장했습니다.']);
    expect((await readManifest()).theme.colors.primary).toBe('#202021');
    await primaryColour(page).fill('#202022');
    await expect.poll(() => toolbar(page).getByRole('status').allTextContents(), wait).toEqual(['']);
    await closeEditor(page);
  });

  it('drops "N곳을 바꿨습니다" once the search is cleared', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    const phone = (await readManifest()).company.phone;
    const search = page.getByRole('search', { name: '사이트 전체에서 찾기' });
    await search.getByRole('searchbox', { name: '사이트 전체에서 찾기' }).fill(phone);
    await search
      .getByRole('status')
      .filter({ hasText: /곳에서 찾았습니다\.$/ })
      .waitFor(wait);
    await search.getByRole('textbox', { name: '바꿀 글' }).fill('042-999-9999');
    await search.getByRole('button', { name: '모두 바꾸기' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /곳 바꾸기$/ })
      .click();
    await search
      .getByRole('status')
      .filter({ hasText: /곳을 바꿨습니다\./ })
      .waitFor(wait);
    await search.getByRole('searchbox', { name: '사이트 전체에서 찾기' }).fill('');
    await expect.poll(() => search.getByRole('status').textContent(), wait).toBe('');
    await closeEditor(page);
  });

  it('has nothing unsaved once a typed letter is deleted again, even where the file keeps keys in another order, also after a reload', async () => {
    const manifest = await readManifest();
    // The form writes an object's keys in the schema's order; a file written by hand need not keep them so.
    manifest.company = Object.fromEntries(Object.entries(manifest.company).reverse()) as SiteManifest['company'];
    await writeFile(session.editor.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
    const page = await openEditor(session.browser, session.editor.url);
    await nav(page).getByRole('button', { name: '회사 정보' }).click();
    const phone = form(page).getByRole('textbox', { name: /^전화번호/ });
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('1');
    await expect.poll(() => discardButton(page).isEnabled(), wait).toBe(true);
    await phone.press('Backspace');
    await expect.poll(() => discardButton(page).isEnabled(), wait).toBe(false);
    expect(await saveButton(page).isEnabled()).toBe(false);
    expect(await storedDraft(page)).toBeUndefined();
    await page.reload();
    await nav(page).waitFor(wait);
    await problemsStatus(page).filter({ hasText: '문제가 없습니다.' }).waitFor(wait);
    expect(await page.getByText('저장하지 않은 초안을 브라우저에서 다시 불러왔습니다.').count()).toBe(0);
    await closeEditor(page);
  });
});
