// Issue 22's preview, driven in Chromium through the real `npm run edit` on a temporary copy of
// tests/fixtures/editor-site/: the frame is the site's page at its own path on the preview's own
// origin, links never take it away, its islands respond, and pointing at it opens fields.
import { readFile } from 'node:fs/promises';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeEditor, form, nav, openEditor, previewOf, previewShows, save, wait } from './helpers/editor-page';
import { docImagePath } from './helpers/screenshots';
import { editorSession } from './helpers/editor-session';
import { axeViolations } from './helpers/axe';

const session = editorSession();

/** The field of the editor's page that has focus: the rjsf id of the control, or of the field around it (a picture's buttons). */
const focusedField = (page: Page) => page.evaluate(() => document.activeElement?.closest('[id^="root"]')?.id ?? '');
const placed = (frame: Frame, place: string) => frame.locator(`[data-edit-place="${place}"]`).first();

/** /tech, whose first section (원소분석) shows instrument tabs, opened from the tree. */
async function techPage(page: Page): Promise<Frame> {
  await nav(page)
    .getByRole('button', { name: /^원소분석/ })
    .click();
  const preview = await previewOf(page, '/tech');
  await preview
    .locator('[data-island]:not([data-hydrated])')
    .first()
    .waitFor({ state: 'detached', ...wait });
  return preview;
}

describe('the preview in npm run edit', { timeout: 180_000 }, () => {
  it('shows the page a link in it leads to, and the editor stays when a tree item is chosen after', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    const home = await previewOf(page, '/');
    // 문의 in the footer leads to /about#contact.
    await home.locator('footer a', { hasText: '문의' }).click();
    const about = await previewOf(page, '/about');
    expect(about.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/about#contact$/);
    expect(new URL(about.url()).origin).not.toBe(session.editor.url);
    await page.getByRole('region', { name: '미리보기' }).getByText('/about', { exact: true }).waitFor(wait);
    expect(await axeViolations(page)).toEqual([]);

    // A link to another site opens a tab of its own, which cannot reach back to the editor.
    await page
      .context()
      .route('https://outside.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>밖</title>' }),
      );
    await about.evaluate(() =>
      document
        .querySelector('footer')!
        .insertAdjacentHTML('beforeend', '<a id="outside" href="https://outside.example/">바깥 사이트</a>'),
    );
    const [outside] = await Promise.all([page.context().waitForEvent('page'), about.locator('#outside').click()]);
    await outside.waitForLoadState();
    expect(outside.url()).toBe('https://outside.example/');
    expect(await outside.evaluate(() => window.opener)).toBeNull();
    expect(new URL(about.url()).pathname).toBe('/about');

    await nav(page)
      .getByRole('button', { name: /^원소분석/ })
      .click();
    const tech = await previewOf(page, '/tech');
    await previewShows(tech, '원소 분석');
    await form(page).getByRole('heading').first().waitFor(wait);
    expect(await nav(page).isVisible()).toBe(true);
    await closeEditor(page);
  });

  it('keeps the space between a link label, in its place span, and the arrow after it', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    await nav(page)
      .getByRole('button', { name: /^의뢰 절차/ })
      .click();
    const help = await previewOf(page, '/help');
    const link = help.locator('a', { has: help.locator('[data-edit-place]'), hasText: '→' }).first();
    await link.waitFor(wait);
    // The link is an inline flex box, where a plain space between two items vanishes: measured as drawn.
    const gap = await link.evaluate((element) => {
      const label = element.querySelector('[data-edit-place]')!;
      const arrowText = element.lastChild as Text;
      const arrow = document.createRange();
      arrow.setStart(arrowText, arrowText.data.indexOf('→'));
      arrow.setEnd(arrowText, arrowText.data.indexOf('→') + 1);
      return arrow.getBoundingClientRect().left - label.getBoundingClientRect().right;
    });
    expect(gap).toBeGreaterThan(2);
    await closeEditor(page);
  });

  it('opens the field of a text, a picture and a tab label clicked in the preview, and the tab still switches', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    const preview = await techPage(page);
    await placed(preview, '/routes/2/page/sections/0/title').click();
    await expect.poll(() => focusedField(page), wait).toMatch(/^root_title/);

    await placed(preview, '/instruments/2/equips/0/image').click();
    await expect.poll(() => focusedField(page), wait).toMatch(/^root_equips_0_image/);
    expect(await form(page).getByRole('heading', { name: 'ICP-OES' }).count()).toBeGreaterThan(0);

    const tab = preview.getByRole('tab', { name: 'ICP-MS' });
    await tab.click();
    await expect.poll(() => focusedField(page), wait).toBe('root_label');
    await expect.poll(() => form(page).locator('#root_label').inputValue(), wait).toBe('ICP-MS');
    await expect.poll(() => tab.getAttribute('aria-selected'), wait).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await closeEditor(page);
  });

  it("keeps the preview's tabs responding after an edit, and outlines the value of the focused field", async () => {
    const page = await openEditor(session.browser, session.editor.url);
    const preview = await techPage(page);
    const title = form(page).locator('[id^="root_title"]').locator('visible=true').first();
    await title.click();
    const outlined = preview.locator('[data-preview-outline]');
    await outlined.first().waitFor(wait);
    expect(await outlined.first().getAttribute('data-edit-place')).toBe('/routes/2/page/sections/0/title');
    expect(await axeViolations(page)).toEqual([]);

    await title.press('End');
    await page.keyboard.type(' 바뀜');
    await previewShows(preview, '원소 분석 바뀜');
    // Redrawn in place: the outline is put back, and the islands are hydrated again.
    await outlined.first().waitFor(wait);
    const tab = preview.getByRole('tab', { name: 'XRF' });
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected'), wait).toBe('true');
    await preview
      .getByText('XRF 모델 1')
      .first()
      .waitFor({ state: 'visible', ...wait });

    await nav(page).getByRole('button', { name: '테마', exact: true }).click();
    await outlined.first().waitFor({ state: 'detached', ...wait });
    await closeEditor(page);
  });

  it('draws the page at a desktop width, scaled to fit, when asked, where the full-page scroller responds', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    const preview = await previewOf(page, '/');
    const pane = page.getByRole('region', { name: '미리보기' });
    expect(await pane.getByRole('button', { name: '휴대폰' }).getAttribute('aria-pressed')).toBe('true');
    expect(await preview.evaluate(() => window.innerWidth)).toBe(390);
    await pane.getByRole('button', { name: '컴퓨터' }).click();
    expect(await pane.getByRole('button', { name: '컴퓨터' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => preview.evaluate(() => window.innerWidth), wait).toBe(1280);
    // Scaled to the pane: no wider on screen than the pane itself.
    const frameBox = await page.locator('iframe[title^="미리보기: "]').boundingBox();
    const paneBox = await pane.boundingBox();
    expect(frameBox!.width).toBeLessThanOrEqual(paneBox!.width + 1);
    expect(frameBox!.width).toBeGreaterThan(390);
    await page.screenshot({ path: docImagePath('editor-preview-desktop') });
    expect(await axeViolations(page)).toEqual([]);
    // At this width the home page is the full-page scroller, and it responds as on the site (checked after axe:
    // the next section's entrance fades in, and axe would read its text mid-fade).
    const second = preview.locator('[data-mode="full"] nav button').nth(1);
    await second.click();
    await expect.poll(() => second.getAttribute('aria-current'), wait).toBe('true');
    await closeEditor(page);
  });

  it('moves a specification line dragged in the preview, as one step, and saves it', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    const preview = await techPage(page);
    const line = (index: number) => placed(preview, `/instruments/2/equips/0/specification/${index}`);
    await line(0).scrollIntoViewIfNeeded();
    const from = (await line(0).boundingBox())!;
    const to = (await line(2).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
    await preview.locator('[data-preview-drop]').waitFor(wait);
    await page.mouse.up();
    await expect.poll(() => line(2).textContent(), wait).toBe('파장 범위 167 – 785 nm');
    expect(await line(0).textContent()).toBe('검출 한계 ppb 수준');
    expect(await axeViolations(page)).toEqual([]);
    // One step: one undo puts it back, one redo moves it again.
    await page.getByRole('button', { name: '되돌리기' }).click();
    await expect.poll(() => line(0).textContent(), wait).toBe('파장 범위 167 – 785 nm');
    await page.getByRole('button', { name: '다시 하기' }).click();
    await expect.poll(() => line(2).textContent(), wait).toBe('파장 범위 167 – 785 nm');
    await save(page);
    const saved = JSON.parse(await readFile(session.editor.manifest, 'utf8')) as {
      instruments: { equips: { specification: string[] }[] }[];
    };
    expect(saved.instruments[2]!.equips[0]!.specification).toEqual([
      '검출 한계 ppb 수준',
      '동시 다원소 분석',
      '파장 범위 167 – 785 nm',
    ]);
    await closeEditor(page);
  });

  it('moves an instrument tab dragged in the preview within its tab list, keeps the tab selected, and saves it', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    const preview = await techPage(page);
    const tabs = preview.locator('[role="tablist"]').first().getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['ICP-OES', 'ICP-MS', 'XRF', 'IC', 'EA', 'CS Analyzer']);
    const selected = preview.getByRole('tab', { name: 'IC', exact: true });
    await selected.click();
    await expect.poll(() => selected.getAttribute('aria-selected'), wait).toBe('true');
    const from = (await tabs.nth(2).boundingBox())!;
    const to = (await tabs.nth(0).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
    await preview.locator('[data-preview-drop]').waitFor(wait);
    await page.screenshot({ path: docImagePath('editor-preview-tab-drag') });
    await page.mouse.up();
    await expect
      .poll(() => tabs.allTextContents(), wait)
      .toEqual(['XRF', 'ICP-OES', 'ICP-MS', 'IC', 'EA', 'CS Analyzer']);
    // The drop was no click: the tab dropped on is not selected, and the one that was stays so across the redraw.
    await expect.poll(() => selected.getAttribute('aria-selected'), wait).toBe('true');
    expect(await preview.getByRole('tab', { name: 'XRF' }).getAttribute('aria-selected')).toBe('false');
    expect(await axeViolations(page)).toEqual([]);
    await save(page);
    const saved = JSON.parse(await readFile(session.editor.manifest, 'utf8')) as {
      routes: { page: { sections: { instruments?: string[] }[] } }[];
    };
    expect(saved.routes[2]!.page.sections[0]!.instruments).toEqual([
      'xrf',
      'icp-oes',
      'icp-ms',
      'ic',
      'ea',
      'cs-analyzer',
    ]);
    await closeEditor(page);
  });

  it('keeps the section the full-page scroller shows when the page is drawn again after an edit, without a move', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    const preview = await previewOf(page, '/');
    await page.getByRole('region', { name: '미리보기' }).getByRole('button', { name: '컴퓨터' }).click();
    const dots = preview.locator('[data-mode="full"] nav button');
    await dots.nth(2).click();
    const current = preview.locator('[data-section][data-current="true"]');
    await expect.poll(() => current.getAttribute('data-section'), wait).toBe('more');
    // Off the dots: a dot's name fades in under the pointer, which is no move of the redraw's.
    await page.mouse.move(0, 0);
    // The entrance over, nothing moves until the redraw.
    await preview.waitForFunction(
      () => document.querySelector('[data-current="true"]')!.getAnimations({ subtree: true }).length === 0,
      undefined,
      wait,
    );
    await preview.evaluate(() => {
      const moves: string[] = [];
      (window as unknown as { moves: string[] }).moves = moves;
      document.addEventListener('transitionrun', (event) =>
        moves.push(event.propertyName + ' ' + (event.target as Element).outerHTML.slice(0, 200)),
      );
      document.addEventListener('animationstart', (event) => moves.push(event.animationName));
    });
    // The frame is scaled to the pane at this width, which the pointer's coordinates would miss.
    await placed(preview, '/routes/0/page/sections/2/title').dispatchEvent('click');
    await expect.poll(() => focusedField(page), wait).toMatch(/^root_title/);
    await page.keyboard.press('End');
    await page.keyboard.type(' 바뀜');
    await previewShows(preview, '세 번째 화면 바뀜');
    await preview
      .locator('[data-island]:not([data-hydrated])')
      .first()
      .waitFor({ state: 'detached', ...wait });
    await expect.poll(() => current.getAttribute('data-section'), wait).toBe('more');
    expect(await dots.nth(2).getAttribute('aria-current')).toBe('true');
    expect(
      await preview
        .locator('[data-section="more"]')
        .evaluate((screen) => Math.round(screen.getBoundingClientRect().top)),
    ).toBe(0);
    // Two frames on, any transition or animation the redraw set off has started.
    await preview.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await preview.evaluate(() => (window as unknown as { moves: string[] }).moves)).toEqual([]);
    await page.screenshot({ path: docImagePath('editor-preview-scroller-kept') });
    expect(await axeViolations(page)).toEqual([]);
    await closeEditor(page);
  });

  it('keeps the category chosen in the preview when the page is drawn again after an edit', async () => {
    const page = await openEditor(session.browser, session.editor.url);
    const preview = await techPage(page);
    await preview.getByRole('link', { name: '구조분석' }).click();
    await expect.poll(() => focusedField(page), wait).toMatch(/^root_/);
    const chosen = preview.locator('a[aria-current="page"][href^="/tech#"]');
    await expect.poll(() => chosen.textContent(), wait).toBe('구조분석');
    await page.keyboard.press('End');
    await page.keyboard.type(' 바뀜');
    await previewShows(preview, '구조분석 바뀜');
    await preview
      .locator('[data-island]:not([data-hydrated])')
      .first()
      .waitFor({ state: 'detached', ...wait });
    expect(await chosen.textContent()).toBe('구조분석 바뀜');
    expect(await preview.getByRole('tab', { name: 'Raman' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await closeEditor(page);
  });
});
