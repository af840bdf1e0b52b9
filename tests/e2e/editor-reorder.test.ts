// Issue 22: every list of the editor's form is reordered by dragging a handle, with the mouse
// or the keyboard, through the real `npm run edit` on a temporary copy of
// tests/fixtures/editor-site/; the saved site.json and the built pages have the new order.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeEditor, form, nav, openEditor, save, wait } from './helpers/editor-page';
import { editorSession } from './helpers/editor-session';
import { buildOrThrow } from './helpers/run-build';
import { axeViolations } from './helpers/axe';

const session = editorSession();

interface Manifest {
  routes: { page: { sections?: { id?: string; instruments?: unknown[] }[] } }[];
}

/** The instrument tab list of the category section `id`, as saved. */
async function savedTabs(id: string): Promise<unknown[] | undefined> {
  const manifest = JSON.parse(await readFile(session.editor.manifest, 'utf8')) as Manifest;
  return manifest.routes.flatMap((route) => route.page.sections ?? []).find((section) => section.id === id)
    ?.instruments;
}

/** The instruments of the open section's tab list, in the form's order. */
const formTabs = (page: Page) =>
  form(page)
    .locator('select[id^="root_instruments_"][id$="_instrument"]')
    .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));

const handle = (page: Page, place: number) =>
  form(page)
    .locator('#root_instruments')
    .getByRole('button', { name: `${place}번째 항목 끌어서 옮기기` });

/** The tab labels of the page at `path` (e.g. "equipment/surface") built from the saved site.json, in the order its tab bar shows them. */
async function builtTabLabels(path: string): Promise<string[]> {
  // The build keeps its releases beside its output (dist-releases/): both inside a folder removed after.
  const built = await mkdtemp(join(tmpdir(), 'editor-reorder-build-'));
  const out = join(built, 'dist');
  try {
    await buildOrThrow(['--manifest', session.editor.manifest, '--public', session.editor.publicDir, '--out', out]);
    const html = await readFile(join(out, path, 'index.html'), 'utf8');
    return [...html.matchAll(/<button[^>]*role="tab"[^>]*>([\s\S]*?)<\/button>/g)].map((match) =>
      match[1]!.replace(/<[^>]+>/g, '').trim(),
    );
  } finally {
    await rm(built, { recursive: true, force: true });
  }
}

/**
 * dnd-kit's keyboard sensor starts listening for the arrows in a timer set when the item
 * is lifted, and Chromium runs a waiting key press before a waiting timer: a timer set
 * now fires after that one, so once it has, the arrows are heard.
 */
async function liftedItemHearsArrows(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function openSection(page: Page, name: string): Promise<void> {
  await nav(page)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await form(page).getByRole('heading', { name }).waitFor(wait);
}

/** Buttons of the open form reaching past the right edge of the box they belong to (or of the form), by name. */
async function buttonsOutsideTheirBox(page: Page): Promise<string[]> {
  return form(page).evaluate((region) =>
    [...region.querySelectorAll('button')]
      .filter(
        (button) =>
          button.getBoundingClientRect().right >
          (button.closest('fieldset') ?? region).getBoundingClientRect().right + 0.5,
      )
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''),
  );
}

describe('lists and texts in the form column', { timeout: 120_000 }, () => {
  it('keeps every button of the menu form inside the column, at the usual width and in a 1024 px window', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    for (const width of [1600, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await nav(page).getByRole('button', { name: '메뉴', exact: true }).click();
      await form(page).getByRole('button', { name: '1번째 항목 삭제' }).first().waitFor(wait);
      expect(await buttonsOutsideTheirBox(page)).toEqual([]);
    }
    await closeEditor(page);
  });

  it('draws a specification line as wide as its column, in a box that grows with its lines', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    await nav(page).getByRole('button', { name: /^XPS/ }).click();
    const line = form(page).locator('#root_equips_0_specification_0');
    await line.waitFor(wait);
    const list = (await form(page).locator('#root_equips_0_specification').boundingBox())!;
    const before = (await line.boundingBox())!;
    // The list's own box and the line's label take a little; the rest is the line's.
    expect(before.width).toBeGreaterThan(list.width * 0.85);
    await line.fill('분석 면적 30 µm\n에너지 분해능 0.5 eV\n깊이 분포 분석\n각도 분해 측정');
    await expect.poll(async () => (await line.boundingBox())!.height, wait).toBeGreaterThan(before.height);
    const showsAllItsText = () => line.evaluate((box) => box.scrollHeight <= box.clientHeight);
    expect(await showsAllItsText()).toBe(true);

    // A narrower window wraps a long line onto more lines: the box grows again rather than hide them.
    await line.fill(
      '시료 표면 수 나노미터 깊이의 원소 조성과 화학 결합 상태를 분석하며, 절연체 시료는 전하 보정 후 측정합니다.',
    );
    await expect.poll(showsAllItsText, wait).toBe(true);
    const wide = (await line.boundingBox())!.height;
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(async () => (await line.boundingBox())!.height, wait).toBeGreaterThan(wide);
    expect(await showsAllItsText()).toBe(true);
    await closeEditor(page);
  });
});

describe('reordering a list in the editor', { timeout: 240_000 }, () => {
  it('drags a tab to the front with the mouse, as one change to undo; the saved site.json and the built page have the new order', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    await openSection(page, '표면분석');
    const before = await formTabs(page);
    expect(before.length).toBeGreaterThan(2);
    expect(await axeViolations(page)).toEqual([]);

    // The first handle at the top of the column, so the third is in view below it.
    await handle(page, 1).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const from = (await handle(page, 3).boundingBox())!;
    const to = (await handle(page, 1).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Past the few pixels that tell a drag from a click, then over the first item.
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y - 10, { steps: 20 });
    await page.mouse.up();

    const moved = [before[2]!, before[0]!, before[1]!, ...before.slice(3)];
    await expect.poll(() => formTabs(page), wait).toEqual(moved);
    await page.getByRole('button', { name: '되돌리기' }).click();
    await expect.poll(() => formTabs(page), wait).toEqual(before);
    await page.getByRole('button', { name: '다시 하기' }).click();
    await expect.poll(() => formTabs(page), wait).toEqual(moved);

    await save(page);
    expect(await savedTabs('surface')).toEqual(moved);
    await closeEditor(page);
    // /equipment/surface shows its section's tabs in full.
    expect((await builtTabLabels('equipment/surface')).slice(0, 3)).toEqual(['D-SIMS', 'XPS', 'TOF-SIMS']);
  });

  it('moves a tab to the front with the keyboard: Space lifts, an arrow moves, Space drops, and the moved item keeps the focus; saved and built in that order', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    await openSection(page, '전자현미경');
    const before = await formTabs(page);
    expect(before.length).toBe(2);

    const lifted = handle(page, 2);
    await lifted.focus();
    await page.keyboard.press('Space');
    await form(page).locator('#root_instruments [aria-pressed="true"]').waitFor(wait);
    await page.getByText('2번째 항목을 들었습니다.', { exact: false }).waitFor({ state: 'attached', ...wait });
    expect(await axeViolations(page)).toEqual([]);
    await liftedItemHearsArrows(page);
    await page.keyboard.press('ArrowUp');
    await page.getByText('2개 중 1번째 자리입니다.').waitFor({ state: 'attached', ...wait });
    await page.keyboard.press('Space');

    await expect.poll(() => formTabs(page), wait).toEqual([before[1], before[0]]);
    await page.getByText('2번째 항목을 1번째 자리에 내려놓았습니다.').waitFor({ state: 'attached', ...wait });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('1번째 항목 끌어서 옮기기');

    // Escape puts a lifted item back where it was.
    // Each key waits for the one before it to be heard: dnd-kit listens for the arrows only once the item is lifted.
    await page.keyboard.press('Space');
    await page.getByText('1번째 항목을 들었습니다.', { exact: false }).waitFor({ state: 'attached', ...wait });
    await liftedItemHearsArrows(page);
    await page.keyboard.press('ArrowDown');
    await page.getByText('2개 중 2번째 자리입니다.').waitFor({ state: 'attached', ...wait });
    await page.keyboard.press('Escape');
    await page.getByText('옮기기를 취소했습니다.', { exact: false }).waitFor({ state: 'attached', ...wait });
    expect(await formTabs(page)).toEqual([before[1], before[0]]);

    await save(page);
    expect(await savedTabs('microscope')).toEqual([before[1], before[0]]);
    await closeEditor(page);
    // /equipment shows its first section, 전자현미경, in full.
    expect((await builtTabLabels('equipment')).slice(0, 2)).toEqual(['UHR-TEM', 'FE-SEM']);
  });
});
