// The category pages as a visitor uses them, in Chromium, on the rich fixture
// (tests/fixtures/rich-site/): every title, label and tab is read from it.
import type { Page, Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { CategoryPage, EquipmentGroup, Text } from '../../src/manifest/site.gen';
import { instrumentTabs } from '../helpers/instrumentTabs';
import { ko } from '../helpers/manifestText';
import { useBuiltSite } from './helpers/built-site';
import { islandsHydrated } from './helpers/islands';
import { collectPageProblems } from './helpers/page-problems';
import { watchedTab } from './helpers/reused-tab';
import { readRichManifest } from './helpers/rich-site';
import { menuSubItems } from '../../src/manifest/menu/menuSubItems';
import { gotoSettled } from './helpers/page-settled';

const manifest = readRichManifest();
const built = useBuiltSite();
let page: Page | undefined;
let problems: string[] = [];

/** The file's reused tab (see watchedTab): the pages a test opens with `open`. Others get a page of their own. */
let tab: Page | undefined;

afterEach(async () => {
  expect(problems).toEqual([]);
  if (page !== tab) await page?.close();
});

const categoryRoutes = manifest.routes.filter((route) => route.page.type === 'categoryPage');
function categoryPage(path: string): CategoryPage {
  const page = manifest.routes.find((route) => route.path === path)?.page;
  if (page?.type !== 'categoryPage') throw new Error(`The fixture's ${path} is expected to be a category page.`);
  return page;
}
const groupsOf = (path: string) =>
  categoryPage(path).sections.filter((section): section is EquipmentGroup => section.type === 'equipmentGroup');
const tabLabels = (group: EquipmentGroup) => instrumentTabs(manifest, group.instruments).map((tab) => tab.label);
const instrument = (id: string) => manifest.instruments.find((candidate) => candidate.id === id)!;

// The first category page with equipment groups, and the groups the tests need from it.
const techPath = categoryRoutes.find((route) => groupsOf(route.path).length >= 3)!.path;
const tech = groupsOf(techPath);
const [first, second, third] = tech;
const navName = (path: string) => ko(categoryPage(path).banner.title);
const placeholderGroup = tech.find((group) =>
  instrumentTabs(manifest, group.instruments).every((tab) => instrument(tab.id).equips.length === 0),
)!;
// The group with the most tabs: its tab bar overflows a phone's width.
const widest = categoryRoutes
  .flatMap((route) => groupsOf(route.path).map((group) => ({ path: route.path, group })))
  .sort((a, b) => tabLabels(b.group).join('').length - tabLabels(a.group).join('').length)[0]!;

async function open(path: string, width = 1280) {
  ({ page, problems } = await watchedTab(built.browser, { width, height: 800 }, built.server.url));
  tab = page;
  await gotoSettled(page, `${built.server.url}${path}`);
  await islandsHydrated(page);
  return page;
}

const subNav = (current: Page, path = techPath) => current.getByRole('navigation', { name: navName(path) });
// Hydration and client-side navigation render a moment after load or click, and a sub-item after the
// first comes from its own page, so wait for the title rather than read it once, then for its tabs to answer.
async function showsTitle(current: Page, title: Text) {
  await current
    .locator('main h2', { hasText: ko(title) })
    .filter({ visible: true })
    .waitFor();
  await islandsHydrated(current);
}
const selectedTab = (current: Page) => current.getByRole('tab', { selected: true }).innerText();
/** The ids of the category panels shown, by their computed style (before hydration as after). */
const shownPanels = (current: Page) =>
  current
    .locator('[data-island="categoryTabs"] > * > [data-active]')
    .evaluateAll((panels) =>
      panels.filter((panel) => getComputedStyle(panel).display !== 'none').map((panel) => panel.id),
    );
/** The labels of the category tabs drawn as the current one (its accent underline), by their computed style. */
const currentTabs = (current: Page) =>
  current
    .locator('[data-island="categoryTabs"] nav a')
    .evaluateAll((tabs) =>
      tabs
        .filter((tab) => getComputedStyle(tab).borderBottomColor !== 'rgba(0, 0, 0, 0)')
        .map((tab) => tab.textContent),
    );

describe('category pages', () => {
  it('show the sub-item named by the hash, and follow hash changes', async () => {
    const current = await open(`${techPath}#${second!.id}`);
    await showsTitle(current, second!.title);
    await expect(subNav(current).locator('[aria-current="page"]').innerText()).resolves.toBe(ko(second!.label));
    await subNav(current)
      .getByRole('link', { name: ko(third!.label) })
      .click();
    await current.waitForURL(new RegExp(`#${third!.id}$`));
    await showsTitle(current, third!.title);
    await expect(current.locator('main h2').filter({ visible: true }).count()).resolves.toBe(1);
    await current.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${first!.id}`);
    await showsTitle(current, first!.title);
  });

  it('show the sub-item the hash names from the first paint, before any script has run, and keep it once hydrated', async () => {
    page = await built.browser.newPage({ viewport: { width: 1280, height: 800 } });
    problems = collectPageProblems(page, built.server.url);
    // The page's modules are held back: what shows until they come is the HTML and its CSS alone.
    const held: Route[] = [];
    let release = false;
    await page.route(/\/assets\/.*\.js$/, (route) => (release ? route.continue() : void held.push(route)));
    await page.goto(`${built.server.url}${techPath}#${third!.id}`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await expect(shownPanels(page)).resolves.toEqual([third!.id]);
    await expect(currentTabs(page)).resolves.toEqual([ko(third!.label)]);
    // The page opens at its top, at the banner and the tabs, as it does once hydrated.
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await page.waitForFunction(() => document.querySelectorAll('link[rel="modulepreload"]').length > 0);
    release = true;
    for (const route of held) await route.continue();
    await showsTitle(page, third!.title);
    await expect(shownPanels(page)).resolves.toEqual([third!.id]);
    await expect(currentTabs(page)).resolves.toEqual([ko(third!.label)]);
    await subNav(page)
      .getByRole('link', { name: ko(first!.label) })
      .click();
    await showsTitle(page, first!.title);
    await expect(shownPanels(page)).resolves.toEqual([first!.id]);
    await expect(currentTabs(page)).resolves.toEqual([ko(first!.label)]);
  });

  it('never draw another sub-item than the one the hash names, in any frame from the first to the fetched content', async () => {
    page = await built.browser.newPage({ viewport: { width: 1280, height: 800 } });
    problems = collectPageProblems(page, built.server.url);
    // Before each frame is drawn: which panels and which current tab it would show.
    await page.addInitScript(() => {
      const frames: string[] = [];
      Object.assign(window, { categoryFrames: frames });
      const record = () => {
        const panels = [...document.querySelectorAll<HTMLElement>('[data-island="categoryTabs"] > * > [data-active]')];
        if (panels.length > 0) {
          const shown = panels.filter((panel) => getComputedStyle(panel).display !== 'none').map((panel) => panel.id);
          const tabs = [...document.querySelectorAll<HTMLAnchorElement>('[data-island="categoryTabs"] nav a')];
          const current = tabs
            .filter((tab) => getComputedStyle(tab).borderBottomColor !== 'rgba(0, 0, 0, 0)')
            .map((tab) => tab.hash);
          // A frame drawn while the parser has not yet reached the named sub-item's panel is marked.
          const parsing = document.readyState === 'loading' ? 'parsing: ' : '';
          frames.push(`${parsing}${shown.join(',')} ${current.join(',')}`);
        }
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await gotoSettled(page, `${built.server.url}${techPath}#${third!.id}`);
    await showsTitle(page, third!.title);
    const frames = await page.evaluate(() => (window as unknown as { categoryFrames: string[] }).categoryFrames);
    expect(frames.length).toBeGreaterThan(0);
    // While the document is still being parsed a frame may come before the named sub-item's panel exists (seen
    // on a busy machine): the panels' place is empty then, which shows no other sub-item.
    const named = `${third!.id} #${third!.id}`;
    const notYetParsed = `parsing:  #${third!.id}`;
    const drawn = frames.filter((frame) => frame !== notYetParsed).map((frame) => frame.replace(/^parsing: /, ''));
    expect(new Set(drawn)).toEqual(new Set([named]));
  });

  it('show the first sub-item without a hash or with an unknown one', async () => {
    const current = await open(`${techPath}#no-such-group`);
    await showsTitle(current, first!.title);
    await current.goto(`${built.server.url}${techPath}`);
    await showsTitle(current, first!.title);
  });

  it('open a sub-item from the header menu', async () => {
    const casesRoute = categoryRoutes.find(
      (route) =>
        route.page.type === 'categoryPage' && route.page.sections.some((section) => section.type === 'caseStudy'),
    )!;
    const group = manifest.menu.find((candidate) => candidate.href === casesRoute.path)!;
    const item = menuSubItems(group, manifest.routes).at(-1)!;
    const study = categoryPage(casesRoute.path).sections.find((section) => section.id === item.hash);
    const shown = manifest.cases.find((analysisCase) => study?.type === 'caseStudy' && analysisCase.id === study.case)!;
    const current = await open('/');
    await current.locator('header').hover();
    await current.locator(`header a[href="${casesRoute.path}#${item.hash}"]`).click();
    await current.waitForURL(new RegExp(`${casesRoute.path}#${item.hash}$`));
    await showsTitle(current, shown.title);
  });

  it('move between instrument tabs with the arrow keys and show one panel', async () => {
    const names = tabLabels(first!);
    const current = await open(`${techPath}#${first!.id}`);
    await current.getByRole('tab', { name: names[0], exact: true }).focus();
    await current.keyboard.press('ArrowRight');
    expect(await selectedTab(current)).toBe(names[1]);
    expect(await current.evaluate(() => document.activeElement?.textContent)).toBe(names[1]);
    await current.keyboard.press('End');
    expect(await selectedTab(current)).toBe(names.at(-1));
    await current.keyboard.press('ArrowRight');
    expect(await selectedTab(current)).toBe(names[0]);
    await expect(current.getByRole('tabpanel').count()).resolves.toBe(1);
  });

  it('reset the instrument tab to the first when the sub-item changes', async () => {
    const current = await open(`${techPath}#${first!.id}`);
    const later = tabLabels(first!)[2]!;
    await current.getByRole('tab', { name: later, exact: true }).click();
    expect(await selectedTab(current)).toBe(later);
    await subNav(current)
      .getByRole('link', { name: ko(second!.label) })
      .click();
    await showsTitle(current, second!.title);
    expect(await selectedTab(current)).toBe(tabLabels(second!)[0]);
    await subNav(current)
      .getByRole('link', { name: ko(first!.label) })
      .click();
    await showsTitle(current, first!.title);
    expect(await selectedTab(current)).toBe(tabLabels(first!)[0]);
  });

  it('keep the specification’s line breaks and show the coming-soon note for a placeholder', async () => {
    const current = await open(`${techPath}#${first!.id}`);
    const shown = instrument(instrumentTabs(manifest, first!.instruments)[0]!.id);
    const lines = await current.getByRole('tabpanel').locator('li li').allInnerTexts();
    expect(lines.slice(0, shown.equips[0]!.specification.length)).toEqual(shown.equips[0]!.specification.map(ko));
    await subNav(current)
      .getByRole('link', { name: ko(placeholderGroup.label) })
      .click();
    await current.getByRole('tabpanel').getByText(ko(manifest.labels.comingSoon)).waitFor();
  });

  it('scroll the tab bars sideways at 375 px instead of widening the page', async () => {
    const current = await open(`${widest.path}#${widest.group.id}`, 375);
    await showsTitle(current, widest.group.title);
    const overflow = await current.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const tabList = current.getByRole('tablist');
    const sizes = await tabList.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    const last = tabLabels(widest.group).at(-1)!;
    await current.getByRole('tab', { name: last, exact: true }).click();
    expect(await selectedTab(current)).toBe(last);
    await expect(current.getByRole('tab', { name: last, exact: true }).isVisible()).resolves.toBe(true);
  });

  it('show the first sub-item without JavaScript and link each other one, under its own #hash, to its own page', async () => {
    const context = await built.browser.newContext({ javaScriptEnabled: false });
    page = await context.newPage();
    problems = [];
    await page.goto(`${built.server.url}${techPath}#${second!.id}`);
    const titles = await page.locator('main h2').allInnerTexts();
    expect(titles).toEqual(tech.map((group, index) => ko(index === 0 ? group.title : group.label)));
    await expect(page.locator(`[id="${second!.id}"]`).isVisible()).resolves.toBe(true);
    await page
      .locator(`[id="${second!.id}"]`)
      .getByRole('link', { name: `${ko(second!.label)} ${ko(manifest.labels.sectionPageLink)}` })
      .click();
    await page.waitForURL(`${built.server.url}${techPath}/${second!.id}#${second!.id}`);
    await expect(page.locator('main h2').allInnerTexts()).resolves.toEqual(
      tech.map((group) => ko(group === second ? group.title : group.label)),
    );
    await expect(page.locator(`[id="${second!.id}"] [role="tab"]`).allInnerTexts()).resolves.toEqual(
      tabLabels(second!),
    );
    await context.close();
  });

  it('fetch a later sub-item’s page once, hydrate its tabs, and keep the page’s own sub-items as they were', async () => {
    const requests: string[] = [];
    const current = await open(techPath);
    current.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await subNav(current)
      .getByRole('link', { name: ko(second!.label) })
      .hover();
    await subNav(current)
      .getByRole('link', { name: ko(second!.label) })
      .click();
    await showsTitle(current, second!.title);
    const later = tabLabels(second!).at(-1)!;
    await current.getByRole('tab', { name: later, exact: true }).click();
    expect(await selectedTab(current)).toBe(later);
    await subNav(current)
      .getByRole('link', { name: ko(first!.label) })
      .click();
    await showsTitle(current, first!.title);
    await subNav(current)
      .getByRole('link', { name: ko(second!.label) })
      .click();
    await showsTitle(current, second!.title);
    expect(requests.filter((path) => path.startsWith(techPath))).toEqual([`${techPath}/${second!.id}`]);
  });

  it('show a sub-item’s own page with that sub-item and answer its tabs, with JavaScript too', async () => {
    const current = await open(`${techPath}/${third!.id}`);
    await showsTitle(current, third!.title);
    await expect(subNav(current).locator('[aria-current="page"]').innerText()).resolves.toBe(ko(third!.label));
    const later = tabLabels(third!)[1]!;
    await current.getByRole('tab', { name: later, exact: true }).click();
    expect(await selectedTab(current)).toBe(later);
  });
});
