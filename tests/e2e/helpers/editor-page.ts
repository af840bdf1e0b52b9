import type { Browser, Frame, Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { emptiedTab } from './reused-tab';

/** Long enough for a machine busy with other tests; the waits end as soon as their condition holds. */
export const wait = { timeout: 30_000 };

const pageErrors = new WeakMap<Page, string[]>();

export const nav = (page: Page) => page.getByRole('navigation', { name: '사이트 구성' });
/** The navigation's own 협력사, not a page section of that name listed under its page. */
export const partnersInNav = (page: Page) => nav(page).locator(':scope > button', { hasText: /^협력사$/ });
export const form = (page: Page) => page.getByRole('region', { name: '편집' });
export const saveButton = (page: Page) => page.getByRole('button', { name: '저장', exact: true });
export const problemsStatus = (page: Page) => page.locator('#problems-title [role="status"]');

const viewport = { width: 1600, height: 1000 };

/** The editor at `url` with nothing kept from another test: no draft in localStorage comes back. */
export async function openEditor(browser: Browser, url: string): Promise<Page> {
  const page = await emptiedTab(browser, viewport, { writesStorageOnLeaving: true });
  const errors: string[] = [];
  if (!pageErrors.has(page)) page.on('pageerror', (error) => pageErrors.get(page)!.push(error.message));
  pageErrors.set(page, errors);
  // A page that threw may have unmounted the editor: the waits then time out, and this says why.
  onTestFailed(() => {
    if (errors.length > 0) console.error(`The editor's page threw: ${errors.join(' | ')}`);
  });
  await page.goto(url);
  await nav(page).waitFor(wait);
  return page;
}

/** Fails the test if the editor's page threw meanwhile; the tab stays for the next test. */
export async function closeEditor(page: Page): Promise<void> {
  expect(pageErrors.get(page)).toEqual([]);
}

/**
 * The preview's frame once it shows `path` (the page at that path on the preview's own origin);
 * it keeps its Frame while later changes are swapped in, and when it goes to another page.
 */
export async function previewOf(page: Page, path: string): Promise<Frame> {
  const element = page.locator(`iframe[title="미리보기: ${path}"]`);
  await element.waitFor(wait);
  const frame = (await (await element.elementHandle())!.contentFrame())!;
  await frame.waitForFunction(
    (shown) => window.location.pathname === shown && document.body?.childElementCount > 0,
    path,
    wait,
  );
  return frame;
}

export const previewShows = (frame: Frame, text: string) =>
  frame.waitForFunction((expected) => document.body.textContent?.includes(expected) ?? false, text, {
    ...wait,
    polling: 'raf',
  });

/** Saves once the draft has no problems, and waits until the server said it saved. */
export async function save(page: Page): Promise<void> {
  await problemsStatus(page).filter({ hasText: '문제가 없습니다.' }).waitFor(wait);
  await saveButton(page).click();
  await page.getByRole('status').filter({ hasText: '저장했습니다.' }).waitFor(wait);
}
