// The rich fixture's English pages (tests/fixtures/rich-site/, under /en) as a visitor
// uses them in Chromium: the phone menu, the home scroller, the category tabs, the
// inquiry dialog's English validation, and axe. Every expectation is the fixture's
// English text (en()), never copy written here.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { CategoryPage, EquipmentGroup, Route } from '../../src/manifest/site.gen';
import { instrumentTabs } from '../helpers/instrumentTabs';
import { en } from '../helpers/manifestText';
import { useBuiltSite } from './helpers/built-site';
import { homePage, sectionDots, sectionNames, settled, waitForMode } from './helpers/full-page';
import { islandsHydrated } from './helpers/islands';
import { addressIn } from './helpers/manifest';
import { watchedPage, type WatchedPage } from './helpers/reused-tab';
import { readRichManifest } from './helpers/rich-site';
import { gotoSettled } from './helpers/page-settled';
import { axeViolations } from './helpers/axe';
import { fieldLabel } from '../helpers/inquiryFields';

const manifest = readRichManifest();
const { labels, menu, inquiryForm } = manifest;
const at = (path: string) => addressIn(manifest, path, 'en');
const hangul = /[\u3131-\u318E\uAC00-\uD7A3]/;

const built = useBuiltSite();
let opened: WatchedPage | undefined;
afterEach(async () => {
  expect(opened?.problems ?? []).toEqual([]);
  await opened?.close();
  opened = undefined;
});

/** Opens `path` in the file's reused tab at 1280 x 800, or in a context of its own for other context options. */
async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  opened = await watchedPage(built.browser, { width: 1280, height: 800 }, built.server.url, options);
  await gotoSettled(opened.page, built.server.url + path);
  await islandsHydrated(opened.page);
  return opened.page;
}

const groupsOf = (route: Route & { page: CategoryPage }) =>
  route.page.sections.filter((section): section is EquipmentGroup => section.type === 'equipmentGroup');
const techRoute = manifest.routes
  .filter((route): route is Route & { page: CategoryPage } => route.page.type === 'categoryPage')
  .find((route) => groupsOf(route).length >= 2)!;
const techGroups = groupsOf(techRoute);

describe('English pages', () => {
  it('open and close the menu on a phone, in English', async () => {
    const current = await open(at(menu[0]!.href), {
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const header = current.locator('header');
    // Found by what it controls: its name changes as it opens and closes.
    const toggle = header.locator('button[aria-controls]');
    expect(await toggle.getAttribute('aria-label')).toBe(en(labels.openMenu));
    await toggle.tap();
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe(en(labels.closeMenu));
    const firstGroup = header.getByRole('link', { name: en(menu[0]!.label), exact: true });
    await expect.poll(() => firstGroup.isVisible()).toBe(true);
    expect(await firstGroup.getAttribute('href')).toBe(at(menu[0]!.href));
    await toggle.tap();
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe(en(labels.openMenu));
    await expect.poll(() => firstGroup.isVisible()).toBe(false);
  });

  it('move the home scroller to the next section by its English button and dots', async () => {
    const current = await open(at('/'));
    await waitForMode(current, 'full');
    const names = sectionNames(manifest, 'en');
    const { dots, current: currentDot } = sectionDots(en(labels.sectionNavigation));
    expect(await dots(current).count()).toBe(homePage(manifest).sections.length);
    expect(await currentDot(current)).toBe(names[0]);
    await current
      .getByRole('button', { name: en(labels.nextSection) })
      .first()
      .click();
    await expect.poll(() => currentDot(current)).toBe(names[1]);
    // The scroller takes input again once its move has ended.
    await settled(current, 1, manifest.behaviour.scrollSpeedMs);
    await dots(current).nth(2).click();
    await expect.poll(() => currentDot(current)).toBe(names[2]);
  });

  it('switch a category tab by fetching the tab’s own English page', async () => {
    const [first, second] = techGroups;
    const current = await open(`${at(techRoute.path)}#${first!.id}`);
    const requests: string[] = [];
    current.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const subNav = current.getByRole('navigation', { name: en(techRoute.page.banner.title) });
    await subNav.getByRole('link', { name: en(second!.label) }).click();
    await current
      .locator('main h2', { hasText: en(second!.title) })
      .filter({ visible: true })
      .waitFor();
    await islandsHydrated(current);
    expect(requests.filter((path) => path.startsWith(at(techRoute.path)))).toEqual([
      `${at(techRoute.path)}/${second!.id}`,
    ]);
    const tabs = current.locator(`[id="${second!.id}"]`).getByRole('tab');
    await expect
      .poll(() => tabs.allInnerTexts())
      .toEqual(instrumentTabs(manifest, second!.instruments, 'en').map((tab) => tab.label));
  });

  it('open the inquiry dialog in English and show English errors for an empty form', async () => {
    const current = await open(at('/'));
    const contact = homePage(manifest).sections.find((section) => section.type === 'companyContact');
    if (contact?.type !== 'companyContact')
      throw new Error('The rich fixture’s home page is expected to hold a companyContact section.');
    // Focus brings the button's section into view (it sits below the first screen of the scroller).
    const opener = current.getByRole('button', { name: en(contact.buttonLabel) });
    await opener.focus();
    await opener.click();
    const dialog = current.getByRole('dialog', { name: en(inquiryForm.dialogTitle) });
    await dialog.waitFor();
    for (const field of ['company', 'phone', 'email', 'message'] as const)
      await dialog.getByLabel(en(fieldLabel(inquiryForm, field)), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: en(inquiryForm.submit) }).click();
    await expect
      .poll(async () => (await dialog.getByRole('alert').allTextContents()).join(' '))
      .toContain(en(inquiryForm.status.invalid));
    const invalid = dialog.locator('[aria-invalid="true"]');
    expect(await invalid.count()).toBeGreaterThan(0);
    const errors = await invalid.evaluateAll((fields) =>
      fields.map((field) =>
        (field.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim(),
      ),
    );
    for (const error of errors) {
      expect(error).not.toBe('');
      expect(error).not.toMatch(hangul);
    }
  });

  it('have no axe violations', async () => {
    const current = await open(at(manifest.inquiryForm.href.split('#')[0]!));
    expect(await axeViolations(current)).toEqual([]);
  });
});
