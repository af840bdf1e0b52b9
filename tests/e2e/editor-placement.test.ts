// Issue 28, "what staff add appears where visitors look", in Chromium through the real
// `npm run edit` on a temporary copy of tests/fixtures/editor-site/ (made bilingual for the
// last test): a new case is asked where it goes and shows there; choosing an item shows
// the page (and tab) showing it; deleting a partner asks first; an English box shows the
// English page.
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { inKoreanAndEnglish } from '../fixtures/bilingual/inKoreanAndEnglish';
import {
  closeEditor,
  form,
  nav,
  openEditor,
  partnersInNav,
  previewOf,
  previewShows,
  save,
  wait,
} from './helpers/editor-page';
import { screenshotPath } from './helpers/screenshots';
import { editorSession } from './helpers/editor-session';
import type { LabManifest } from '../helpers/labManifest';

const session = editorSession();
const readManifest = async () => JSON.parse(await readFile(session.editor.manifest, 'utf8')) as LabManifest;

describe('placing what staff add, in npm run edit', { timeout: 240_000 }, () => {
  it('asks where a new case goes, shows it there in the preview, and saves the case with its tab', async () => {
    const before = await readManifest();
    const casesPage = before.routes.find((route) =>
      route.page.sections.some((section) => section.type === 'caseStudy'),
    )!;
    const page = await openEditor(session.browser, session.editor.url);
    await nav(page).getByRole('button', { name: '사례 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '분석 사례에 추가' });
    await dialog.getByLabel(/제목/).fill('부식 분석');
    await dialog.getByLabel(/고유 이름/).fill('corrosion');
    // The page showing cases is offered at once.
    const offered = dialog.getByRole('radio', { checked: true });
    expect(await offered.count()).toBe(1);
    expect(await offered.locator('xpath=..').textContent()).not.toBe('아직 넣지 않기');
    await page.screenshot({ path: screenshotPath('editor-add-case-asked') });
    await dialog.getByRole('button', { name: '추가' }).click();

    await form(page).getByRole('heading', { name: '부식 분석' }).waitFor(wait);
    await form(page).locator('#root_body_0').fill('금속의 부식 원인을 찾습니다.');
    await form(page).locator('#root_image_src').fill('/images/cases/foreign-matter.svg');
    await form(page).locator('#root_image_alt').fill('부식 사진');
    await form(page).locator('#root_image_width').fill('320');
    await form(page).locator('#root_image_height').fill('240');
    // A category page's later tab is drawn in full on its own page.
    const preview = await previewOf(page, `${casesPage.path}/corrosion`);
    await previewShows(preview, '금속의 부식 원인을 찾습니다.');
    await page.screenshot({ path: screenshotPath('editor-add-case-shown') });

    await save(page);
    const saved = await readManifest();
    expect(saved.cases.at(-1)).toMatchObject({ id: 'corrosion', title: '부식 분석' });
    const route = saved.routes.find((candidate) => candidate.path === casesPage.path)!;
    expect(route.page.sections.at(-1)).toEqual({
      type: 'caseStudy',
      id: 'corrosion',
      label: '부식 분석',
      case: 'corrosion',
    });
    await closeEditor(page);
  });

  it('shows the page with the partners when 협력사 is chosen, and an instrument on its page with its own tab selected', async () => {
    const manifest = await readManifest();
    const partnersPage = manifest.routes.find((route) =>
      route.page.sections.some((section) => section.type === 'partners'),
    )!;
    const page = await openEditor(session.browser, session.editor.url);
    await previewOf(page, '/');
    await partnersInNav(page).click();
    const about = await previewOf(page, partnersPage.path);
    await previewShows(about, manifest.partners[0]!.name as string);

    // An instrument named first as the second tab of a tab list: shown there, that tab selected.
    const tabId = (tab: string | { instrument: string }) => (typeof tab === 'string' ? tab : tab.instrument);
    const lists = manifest.routes.flatMap((route) =>
      route.page.sections.map((section, index) => ({ route, section, index })),
    );
    const firstNaming = (id: string) =>
      lists.find(
        ({ section }) => section.type === 'equipmentGroup' && section.instruments.some((tab) => tabId(tab) === id),
      );
    const { route, section, index } = lists.find(
      ({ section }) =>
        section.type === 'equipmentGroup' &&
        section.instruments.length > 1 &&
        firstNaming(tabId(section.instruments[1]!))?.section === section,
    )!;
    const instrument = manifest.instruments.find(
      (entry) => section.type === 'equipmentGroup' && entry.id === tabId(section.instruments[1]!),
    )!;
    await nav(page)
      .getByRole('button', { name: new RegExp(`^${instrument.label as string}`) })
      .click();
    const frame = await previewOf(page, index === 0 ? route.path : `${route.path}/${section.id}`);
    await frame.waitForFunction(
      (label) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === label,
      instrument.label as string,
      wait,
    );
    await closeEditor(page);
  });

  it('asks before deleting a partner, and deletes it only when confirmed', async () => {
    // The list must keep one partner: a second one, written before the page opens (the editor reads the file then).
    const two = await readManifest();
    two.partners.push({ ...two.partners[0]!, name: '둘째 협력사' });
    await writeFile(session.editor.manifest, `${JSON.stringify(two, null, 2)}\n`);
    const before = await readManifest();
    const page = await openEditor(session.browser, session.editor.url);
    await partnersInNav(page).click();
    await form(page).getByRole('button', { name: '1번째 항목 삭제' }).click();
    const dialog = page.getByRole('dialog', { name: / 삭제$/ });
    await dialog.getByText('다른 곳에서 쓰이지 않습니다. 삭제할까요?').waitFor(wait);
    await dialog.getByRole('button', { name: '취소' }).click();
    await dialog.waitFor({ state: 'detached', ...wait });
    expect(await page.getByRole('button', { name: '저장', exact: true }).isDisabled()).toBe(true);
    await form(page).getByRole('button', { name: '1번째 항목 삭제' }).click();
    await dialog.getByRole('button', { name: '삭제', exact: true }).click();
    await save(page);
    expect((await readManifest()).partners).toEqual(before.partners.slice(1));
    await closeEditor(page);
  });

  it('shows the English page while an English box is edited, the Korean page for a Korean box, and switches by the buttons', async () => {
    await writeFile(session.editor.manifest, `${JSON.stringify(inKoreanAndEnglish(await readManifest()), null, 2)}\n`);
    const manifest = await readManifest();
    const index = manifest.routes.findIndex((route) => route.path !== '/');
    const route = manifest.routes[index]!;
    const page = await openEditor(session.browser, session.editor.url);
    // Pages are listed by name, in the order of routes: the route's own button, not its sections'.
    await nav(page).locator('section[aria-labelledby="nav-routes"] > ul > li > button').nth(index).click();
    await previewOf(page, route.path);
    const english = form(page).locator('#root_title_en');
    await english.fill('EN changed title');
    const en = await previewOf(page, `/en${route.path}`);
    expect(await en.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => en.title(), wait).toContain('EN changed title');
    const switcher = page.getByRole('group', { name: '미리보기 언어' });
    expect(await switcher.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: screenshotPath('editor-preview-english') });

    await form(page).locator('#root_title_ko').focus();
    await previewOf(page, route.path);
    await switcher.getByRole('button', { name: 'English' }).click();
    await previewOf(page, `/en${route.path}`);
    await closeEditor(page);
  });
});
