// Every tab of every tab row can be brought into view and chosen, at phone and
// desktop widths, in both languages: the category pages of the rich fixture with
// long labels (tests/fixtures/rich-site/long-labels.ts), whose rows are all wider
// than the page. Issue 28: a centred row that overflowed cut its first tab off
// ("ıtal analysis" at 1024-1440 px) and could not be scrolled back to it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentGroup } from '../../src/manifest/site.gen';
import { writeLongLabelManifest } from '../fixtures/rich-site/long-labels';
import { instrumentTabs } from '../helpers/instrumentTabs';
import { textOf } from '../helpers/manifestText';
import { useBuiltSite } from './helpers/built-site';
import { fixturePublic } from './helpers/fixture-site';
import { islandsHydrated } from './helpers/islands';
import { addressIn } from './helpers/manifest';
import { watchPageProblems } from './helpers/page-problems';
import { buildOrThrow } from './helpers/run-build';
import { emptyTab, gotoSettled } from './helpers/page-settled';
import type { LabManifest } from '../helpers/labManifest';

let dir: string;
let manifest: LabManifest;

// Registered before useBuiltSite's hooks, so the site is built before it is served.
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-tab-rows-'));
  const file = join(dir, 'site.json');
  manifest = await writeLongLabelManifest(file);
  await buildOrThrow(['--manifest', file, '--public', fixturePublic, '--out', join(dir, 'dist')]);
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});
const built = useBuiltSite(() => join(dir, 'dist'));

// One tab for the whole file, each test opening its pages afresh in it at its width: a tab per page cost Chromium a
// new renderer each time.
let page: Page;
let watched: ReturnType<typeof watchPageProblems> | undefined;
beforeAll(async () => {
  page = await (await built.browser.newContext()).newPage();
});
afterEach(() => {
  watched?.stop();
  expect(watched?.problems ?? []).toEqual([]);
  watched = undefined;
});

async function open(path: string, width: number): Promise<Page> {
  watched?.stop();
  expect(watched?.problems ?? []).toEqual([]);
  await page.setViewportSize({ width, height: 800 });
  await emptyTab(page);
  watched = watchPageProblems(page, built.server.url);
  await gotoSettled(page, `${built.server.url}${path}`);
  await islandsHydrated(page);
  return page;
}

/** Where an element lies across, in viewport pixels. */
const across = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect();
    return { left, right };
  });

/** Whether the row is wider than its box, the case that was broken. */
const overflows = (row: Locator) => row.evaluate((element) => element.scrollWidth > element.clientWidth);

/** The row scrolled to its start shows its first tab whole. */
async function startsAtFirstTab(row: Locator, first: Locator): Promise<void> {
  await row.evaluate((element) => {
    element.scrollLeft = 0;
  });
  const box = await across(row);
  const tab = await across(first);
  expect(tab.left).toBeGreaterThanOrEqual(box.left - 0.5);
  expect(tab.right).toBeLessThanOrEqual(box.right + 0.5);
}

/** `tab` brought into view by scrolling its row shows whole inside the row, and answers a click. */
async function reachAndChoose(row: Locator, tab: Locator, chosen: () => Promise<unknown>): Promise<void> {
  await tab.scrollIntoViewIfNeeded();
  const box = await across(row);
  const shown = await across(tab);
  expect(shown.left).toBeGreaterThanOrEqual(box.left - 0.5);
  expect(shown.right).toBeLessThanOrEqual(box.right + 0.5);
  await tab.click();
  await chosen();
}

const categoryRoutes = () =>
  manifest.routes.filter((route) => route.page.type === 'categoryPage' && route.page.sections.length > 1);
const sectionCount = (route: LabManifest['routes'][number]) =>
  route.page.type === 'categoryPage' ? route.page.sections.length : 0;
const mostSections = () => Math.max(...categoryRoutes().map(sectionCount));
const groupWithMostTabs = () =>
  categoryRoutes()
    .flatMap((route) =>
      (route.page.type === 'categoryPage' ? route.page.sections : []).map((section) => ({ route, section })),
    )
    .filter(
      (entry): entry is { route: (typeof entry)['route']; section: EquipmentGroup } =>
        entry.section.type === 'equipmentGroup',
    )
    .sort((a, b) => (b.section.instruments?.length ?? 0) - (a.section.instruments?.length ?? 0))[0]!;

describe.each(['ko', 'en'])('tab rows in %s', (language) => {
  it.each([390, 1024, 1280, 1440])('reach and choose every category tab at %i px', async (width) => {
    for (const route of categoryRoutes()) {
      if (route.page.type !== 'categoryPage') continue;
      const current = await open(addressIn(manifest, route.path, language), width);
      const row = current
        .getByRole('navigation', { name: textOf(route.page.banner.title, language) })
        .getByRole('list');
      const links = route.page.sections.map((section) =>
        row.getByRole('link', { name: textOf(section.label, language), exact: true }),
      );
      // The fixture's longest rows are wider than every page (1200 px of content at most).
      if (sectionCount(route) === mostSections()) await expect(overflows(row)).resolves.toBe(true);
      await startsAtFirstTab(row, links[0]!);
      // From the last back to the first: the first is the one a centred row hid.
      for (const [index, link] of [...links.entries()].reverse()) {
        await reachAndChoose(row, link, () =>
          current.waitForURL(
            new RegExp(`#${route.page.type === 'categoryPage' ? route.page.sections[index]!.id : ''}$`),
          ),
        );
        await expect(link.getAttribute('aria-current')).resolves.toBe('page');
      }
    }
  });

  it.each([390, 1024, 1280, 1440])('reach and choose every instrument tab at %i px', async (width) => {
    const { route, section } = groupWithMostTabs();
    const current = await open(`${addressIn(manifest, route.path, language)}#${section.id}`, width);
    const row = current.getByRole('tablist', { name: textOf(section.title, language) });
    const tabs = instrumentTabs(manifest, section.instruments, language).map((tab) =>
      row.getByRole('tab', { name: tab.label, exact: true }),
    );
    await tabs[0]!.waitFor();
    await expect(overflows(row)).resolves.toBe(true);
    await startsAtFirstTab(row, tabs[0]!);
    for (const tab of [...tabs].reverse()) {
      await reachAndChoose(row, tab, () => expect(tab.getAttribute('aria-selected')).resolves.toBe('true'));
    }
  });
});
