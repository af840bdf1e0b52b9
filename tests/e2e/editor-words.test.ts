// Issue 22's "staff words everywhere": `npm run edit` on a copy of tests/fixtures/editor-site/,
// every form and message read as staff see it (visible text and accessible names) for developer
// words, and a used instrument's places in the delete dialog opening their fields. Issue 28 adds
// the words staff did not understand (unclearWordIn), the loading screen, the navigation's
// addresses, spec lines labelled 문단, and publishing.
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { developerWordsIn, unclearWordIn } from '../helpers/staffWords';
import { screenshotPath } from './helpers/screenshots';
import { closeEditor, form, nav, openEditor, problemsStatus, save, wait } from './helpers/editor-page';
import { editorFixture } from './helpers/editor-process';
import { editorSession } from './helpers/editor-session';
import { axeViolations } from './helpers/axe';

/** Screenshots to look at, not documentation: kept out of the project. */

const session = editorSession();

/**
 * Everything the editor's page shows or announces (the preview is the site's own document,
 * not the editor's). A choice in a list shows a value of site.json (a section's id), which is
 * content: only the words around it ("없는 항목: …") are the editor's.
 */
const staffTexts = (page: Page) =>
  page.evaluate(() => {
    const named = Array.from(document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')).flatMap(
      (element) => ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    const options = Array.from(document.querySelectorAll('option'));
    const optionTexts = new Set(options.map((option) => option.text));
    const shown = document.body.innerText.split('\n').filter((line) => !optionTexts.has(line));
    return [
      ...shown,
      ...options.map((option) => (option.value ? option.text.split(option.value).join('') : option.text)),
      ...named,
    ].filter((text) => text.trim() !== '');
  });

/** Every text site.json holds: shown alone (a section known only by its id), it is content, not the editor's words. */
async function siteValues(): Promise<Set<string>> {
  const values = new Set<string>();
  JSON.parse(
    await readFile(session.editor.manifest, 'utf8'),
    (_, value: unknown) => (typeof value === 'string' && values.add(value), value),
  );
  return values;
}

async function developerWordsOn(page: Page, where: string): Promise<string[]> {
  const content = await siteValues();
  return (await staffTexts(page)).flatMap((text) => {
    const found = content.has(text.trim()) ? undefined : (developerWordsIn(text) ?? unclearWordIn(text));
    return found ? [`${where}: '${found}' in "${text}"`] : [];
  });
}

/** Each item of the navigation in turn, and what it shows. */
async function developerWordsInEveryForm(page: Page): Promise<string[]> {
  const items = nav(page).locator('button').filter({ hasNotText: /추가$/ });
  const found: string[] = [];
  for (let index = 0; index < (await items.count()); index += 1) {
    const item = items.nth(index);
    await item.click();
    await nav(page)
      .locator('button[aria-current="true"]')
      .filter({ hasText: (await item.textContent()) ?? '' })
      .first()
      .waitFor(wait);
    const where = (await item.textContent()) ?? `item ${index}`;
    found.push(...(await developerWordsOn(page, where)));
    // An instrument's spec lines are lines, not paragraphs.
    if (
      (await item.evaluate((element) => element.closest('section')?.getAttribute('aria-labelledby'))) ===
      'nav-instruments'
    ) {
      const lines = (await form(page).innerText()).split('\n');
      if (lines.includes('문단')) found.push(`${where}: a spec line labelled '문단'`);
    }
  }
  return found;
}

/** Lines of the navigation that are addresses (/introduce, #greeting), which staff did not read as places. */
async function addressesInNav(page: Page): Promise<string[]> {
  return (await nav(page).innerText()).split('\n').filter((line) => /^[#/]/.test(line.trim()));
}

const run = promisify(execFile);
async function git(cwd: string, ...args: string[]): Promise<string> {
  return (await run('git', args, { cwd })).stdout.trim();
}

/** The parts of the fixture the mistakes change. */
interface Site {
  instruments: [{ korName?: string }, { subName?: string }];
  theme: { colors: { accent: string } };
  cases: [{ instruments: string[] }];
  menu: [{ href: string }];
  company: { name: unknown };
}

/** Typical mistakes staff make, written to the file the editor opens. */
async function writeMistakes(): Promise<void> {
  const site = JSON.parse(await readFile(session.editor.manifest, 'utf8')) as Site;
  site.instruments[0].korName = '';
  delete site.instruments[1].subName;
  site.theme.colors.accent = '#12';
  site.cases[0].instruments[0] = 'fe-semm';
  site.menu[0].href = '/abot';
  site.company.name = { ko: site.company.name, fr: 'Test' };
  await writeFile(session.editor.manifest, `${JSON.stringify(site, null, 2)}\n`);
}

describe("the editor's words", { timeout: 300_000 }, () => {
  it('are staff words while the editor loads, in the navigation, and in every form of a fresh site', async () => {
    const context = await session.browser.newContext();
    const loading = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await loading.route('**/api/document', async (route) => (await held, route.continue()));
    await loading.goto(session.editor.url);
    const loadingText = await loading.getByRole('status').first().textContent();
    release();
    expect(loadingText).toMatch(/불러오는 중/);
    expect([developerWordsIn(loadingText ?? ''), unclearWordIn(loadingText ?? '')]).toEqual([undefined, undefined]);
    await context.close();

    const page = await openEditor(session.browser, session.editor.url);
    expect(await addressesInNav(page)).toEqual([]);
    expect(unclearWordIn(await page.getByRole('banner', { name: '편집기 도구' }).innerText())).toBeUndefined();
    expect(await developerWordsInEveryForm(page)).toEqual([]);
    for (const add of await nav(page).getByRole('button', { name: /추가$/ }).all()) {
      await add.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor(wait);
      expect(await developerWordsOn(page, (await add.textContent()) ?? 'add dialog')).toEqual([]);
      await dialog.getByRole('button', { name: '취소' }).click();
      await dialog.waitFor({ state: 'detached', ...wait });
    }
    await closeEditor(page);
  });

  it("turn a used instrument's places into links that open their fields", async () => {
    const page = await openEditor(session.browser, session.editor.url);
    await nav(page).getByRole('button', { name: /^XPS/ }).click();
    await form(page).getByRole('button', { name: '이 항목 삭제' }).click();
    const dialog = page.getByRole('dialog', { name: 'XPS 삭제' });
    const place = dialog.getByRole('button', { name: '분석장비 › 표면분석 › 장비 탭' });
    await place.waitFor(wait);
    expect(await axeViolations(page)).toEqual([]);
    expect(await developerWordsOn(page, 'delete dialog')).toEqual([]);
    await page.screenshot({ path: screenshotPath('editor-delete-uses') });
    await place.click();
    await dialog.waitFor({ state: 'detached', ...wait });
    await nav(page).locator('button[aria-current="true"]').filter({ hasText: '표면분석' }).waitFor(wait);
    // The surface section's first tab is XPS: its field has the cursor.
    await page.waitForFunction(() => document.activeElement?.id.startsWith('root_instruments_0'), undefined, wait);
    expect(await nav(page).getByRole('button', { name: /^XPS/ }).count()).toBe(1);
    await closeEditor(page);
  });

  it('are staff words in the problems panel and the forms they open, for typical mistakes', async () => {
    await writeMistakes();
    const page = await openEditor(session.browser, session.editor.url);
    await problemsStatus(page)
      .filter({ hasText: /^문제 \d+개$/ })
      .waitFor(wait);
    const panel = page.getByRole('region', { name: /^문제/ });
    const problems = panel.getByRole('button');
    expect(await problems.count()).toBeGreaterThanOrEqual(5);
    expect(await developerWordsOn(page, 'problems panel')).toEqual([]);
    await page.screenshot({ path: screenshotPath('editor-problems-words') });
    for (let index = 0; index < (await problems.count()); index += 1) {
      const problem = problems.nth(index);
      await problem.click();
      expect(await developerWordsOn(page, (await problem.textContent()) ?? `problem ${index}`)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`editor-problem-${index}`) });
    }
    expect(await axeViolations(page)).toEqual([]);
    await closeEditor(page);
  });

  it('say, in publishing, what 게시 does and who brings it to the site, with no hashes and no remote', async () => {
    const remote = await mkdtemp(join(tmpdir(), 'editor-words-remote-'));
    try {
      const dir = session.editor.dir;
      // The mistakes of the test before are not this test's business.
      await copyFile(join(editorFixture, 'site.json'), session.editor.manifest);
      await git(remote, 'init', '--quiet', '--bare');
      await git(dir, 'init', '--quiet');
      await git(dir, 'config', 'user.name', '연구소 직원');
      await git(dir, 'config', 'user.email', 'staff@example.co.kr');
      await git(dir, 'add', '.');
      await git(dir, 'commit', '--quiet', '-m', '처음 상태');
      await git(dir, 'remote', 'add', 'origin', remote);
      await git(dir, 'push', '--quiet', '--set-upstream', 'origin', 'HEAD');
      const page = await openEditor(session.browser, session.editor.url);
      await nav(page).getByRole('button', { name: '회사 정보', exact: true }).click();
      await form(page)
        .getByRole('textbox', { name: /^전화번호/ })
        .fill('042-765-4321');
      await save(page);
      await page.getByRole('button', { name: '게시', exact: true }).click();
      const confirmation = page.getByRole('dialog', { name: '게시할 변경 확인' });
      await confirmation.waitFor(wait);
      expect(await confirmation.innerText()).toContain(
        '게시한 내용은 사이트 담당자가 새로 배포할 때 사이트에 반영됩니다.',
      );
      expect(await developerWordsOn(page, 'publish dialog')).toEqual([]);
      await confirmation.getByRole('button', { name: '게시' }).click();
      const outcome = page
        .getByRole('banner', { name: '편집기 도구' })
        .getByRole('status')
        .filter({ hasText: /^게시했습니다\./ });
      await outcome.waitFor(wait);
      expect(await outcome.textContent()).toContain(
        '게시한 내용은 사이트 담당자가 새로 배포할 때 사이트에 반영됩니다.',
      );
      expect(await developerWordsOn(page, 'published')).toEqual([]);
      await closeEditor(page);
    } finally {
      await rm(remote, { recursive: true, force: true });
    }
  });
});
