// Issue 22's "staff words everywhere": `npm run edit` on a copy of tests/fixtures/editor-site/,
// every form and message read as staff see it (visible text and accessible names) for developer
// words, and a used instrument's places in the delete dialog opening their fields.
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { developerWordsIn } from '../helpers/staffWords';
import { axeViolations, closeEditor, form, nav, openEditor, problemsStatus, wait } from './helpers/editor-page';
import { editorSession } from './helpers/editor-session';

/** Screenshots to look at, not documentation: kept out of the project. */
const screenshots = tmpdir();

const session = editorSession();

/**
 * Everything the editor's page shows or announces (the preview is the site's own document,
 * not the editor's). A choice in a list shows a value of site.json (a section's id), which is
 * content: only the words around it ("없는 항목: …") are the editor's.
 */
const staffTexts = (page: Page) =>
  page.evaluate(() => {
    const named = Array.from(document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')).flatMap((element) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    const options = Array.from(document.querySelectorAll('option'));
    const optionTexts = new Set(options.map((option) => option.text));
    const shown = document.body.innerText.split('\n').filter((line) => !optionTexts.has(line));
    return [...shown, ...options.map((option) => (option.value ? option.text.split(option.value).join('') : option.text)), ...named].filter((text) => text.trim() !== '');
  });

/** Every text site.json holds: shown alone (a section known only by its id), it is content, not the editor's words. */
async function siteValues(): Promise<Set<string>> {
  const values = new Set<string>();
  JSON.parse(await readFile(session.editor.manifest, 'utf8'), (_, value: unknown) => (typeof value === 'string' && values.add(value), value));
  return values;
}

async function developerWordsOn(page: Page, where: string): Promise<string[]> {
  const content = await siteValues();
  return (await staffTexts(page)).flatMap((text) => {
    const found = content.has(text.trim()) ? undefined : developerWordsIn(text);
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
    await nav(page).locator('button[aria-current="true"]').filter({ hasText: (await item.textContent()) ?? '' }).first().waitFor(wait);
    found.push(...(await developerWordsOn(page, (await item.textContent()) ?? `item ${index}`)));
  }
  return found;
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
  it('are staff words in every form of a fresh site', async () => {
    const page = await openEditor(session.browser, session.editor.url);
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
    await page.screenshot({ path: join(screenshots, 'editor-delete-uses.png') });
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
    await problemsStatus(page).filter({ hasText: /^문제 \d+개$/ }).waitFor(wait);
    const panel = page.getByRole('region', { name: /^문제/ });
    const problems = panel.getByRole('button');
    expect(await problems.count()).toBeGreaterThanOrEqual(5);
    expect(await developerWordsOn(page, 'problems panel')).toEqual([]);
    await page.screenshot({ path: join(screenshots, 'editor-problems-words.png') });
    for (let index = 0; index < (await problems.count()); index += 1) {
      const problem = problems.nth(index);
      await problem.click();
      expect(await developerWordsOn(page, (await problem.textContent()) ?? `problem ${index}`)).toEqual([]);
      await page.screenshot({ path: join(screenshots, `editor-problem-${index}.png`) });
    }
    expect(await axeViolations(page)).toEqual([]);
    await closeEditor(page);
  });
});
