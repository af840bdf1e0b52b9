// The header in Chromium: the desktop panel on hover and keyboard focus, the phone
// menu at 375 px, the logo per page, and the CSS fallback without JavaScript.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBuiltSite } from './helpers/built-site';
import { collectPageProblems } from './helpers/page-problems';
import { readRichManifest } from './helpers/rich-site';
import { ko } from '../helpers/manifestText';
import type { MenuGroup } from '../../src/manifest/site.gen';
import { menuSubItems, type SubItemOf } from '../../src/manifest/menu/menuSubItems';
import { webFont } from '../../src/theme/webFont';
import { gotoSettled } from './helpers/page-settled';

const manifest = readRichManifest();
const { labels, menu, site } = manifest;
const subItemHref = (group: MenuGroup, item: SubItemOf<unknown>) => `${item.href ?? group.href}#${item.hash}`;
const subItemsOf = (group: MenuGroup) => menuSubItems(group, manifest.routes);
/** The first sub-item link of every group. */
const firstSubLinks = menu.map((group) => ({ group, href: subItemHref(group, subItemsOf(group)[0]!) }));
/** A page other than the home page: the first group's. */
const innerPath = menu[0]!.href;

const built = useBuiltSite();

async function open(context: BrowserContext, path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems = collectPageProblems(page, built.server.url);
  await gotoSettled(page, built.server.url + path);
  return { page, problems };
}

const header = (page: Page) => page.locator('header');
/** A sub-menu link of the given group in the header. */
const subLink = (page: Page, groupIndex: number): Locator => {
  const { group, href } = firstSubLinks[groupIndex]!;
  return header(page).locator('nav > ul > li').nth(menu.indexOf(group)).locator(`a[href="${href}"]`);
};
const allSubLinksVisible = async (page: Page) => {
  for (let index = 0; index < menu.length; index += 1) if (!(await subLink(page, index).isVisible())) return false;
  return true;
};
const noSubLinkVisible = async (page: Page) => {
  for (let index = 0; index < menu.length; index += 1) if (await subLink(page, index).isVisible()) return false;
  return true;
};
const activeElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName} ${element.getAttribute('href') ?? element.getAttribute('aria-label') ?? ''}`.trim()
      : null;
  });

describe('at 1280 px', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await built.browser.newContext({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(() => context.close());

  it.each([innerPath, '/'])(
    '%s: hovering expands every group’s sub-menu in a full-width panel; leaving collapses it',
    async (path) => {
      const { page, problems } = await open(context, path);
      await page.mouse.move(640, 700);
      expect(await noSubLinkVisible(page)).toBe(true);
      const collapsedHeight = (await header(page).boundingBox())!.height;

      await header(page)
        .getByRole('link', { name: ko(menu[2]!.label), exact: true })
        .hover();
      await expect.poll(() => allSubLinksVisible(page)).toBe(true);
      // The panel grows by a transition: wait for its height rather than for a time.
      await expect.poll(async () => (await header(page).boundingBox())!.height).toBeGreaterThan(collapsedHeight + 100);
      expect((await header(page).boundingBox())!.width).toBe(1280);

      await page.mouse.move(640, 780);
      await expect.poll(() => noSubLinkVisible(page)).toBe(true);
      await expect.poll(async () => (await header(page).boundingBox())!.height).toBe(collapsedHeight);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('Tab into the header expands it; Escape collapses it with focus kept; the next Tab expands it again', async () => {
    const { page, problems } = await open(context, innerPath);
    await page.mouse.move(640, 700);
    await page.keyboard.press('Tab'); // the skip link, outside the header
    expect(await noSubLinkVisible(page)).toBe(true);
    await page.keyboard.press('Tab'); // the logo
    expect(await activeElement(page)).toBe('A /');
    await expect.poll(() => allSubLinksVisible(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => noSubLinkVisible(page)).toBe(true);
    expect(await activeElement(page)).toBe('A /');

    await page.keyboard.press('Tab');
    expect(await activeElement(page)).toBe(`A ${menu[0]!.href}`);
    await expect.poll(() => allSubLinksVisible(page)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await activeElement(page)).toBe(`A ${firstSubLinks[0]!.href}`);

    // Escape on a sub-menu link: the link hides, so focus goes to its group's link.
    await page.keyboard.press('Escape');
    await expect.poll(() => noSubLinkVisible(page)).toBe(true);
    expect(await activeElement(page)).toBe(`A ${menu[0]!.href}`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a sub-menu link goes to its page’s section and the panel closes', async () => {
    const { page, problems } = await open(context, '/');
    const group = menu.at(-1)!;
    const target = subItemHref(group, subItemsOf(group).at(-1)!);
    await header(page)
      .getByRole('link', { name: ko(group.label), exact: true })
      .hover();
    await header(page).locator(`a[href="${target}"]`).last().click();
    // The address the link leads to, read as it is: waitForURL missed a navigation over by the time it was called.
    await expect.poll(() => page.url()).toBe(`${built.server.url}${target}`);
    await page.mouse.move(640, 700);
    await expect.poll(() => noSubLinkVisible(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the dark logo on / and the light logo elsewhere', async () => {
    const logoSrc = async (path: string) => {
      const { page } = await open(context, path);
      const src = await header(page).locator('img').first().getAttribute('src');
      await page.close();
      return src;
    };
    const home = await logoSrc('/');
    const inner = await logoSrc(innerPath);
    expect(home).toBe(site.logo.dark.src);
    expect(inner).toBe(site.logo.light.src);
    expect(home).not.toBe(inner);
  });

  it('hides the phone menu button', async () => {
    const { page } = await open(context, innerPath);
    expect(
      await header(page)
        .getByRole('button', { name: ko(labels.openMenu) })
        .isVisible(),
    ).toBe(false);
    await page.close();
  });
});

describe('at 375 px', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await built.browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  });
  afterAll(() => context.close());

  const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  it.each(['/', innerPath])(
    '%s: the menu button opens the panel with every link, and nothing overflows',
    async (path) => {
      const { page, problems } = await open(context, path);
      const button = header(page).locator('button[aria-controls]');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await button.getAttribute('aria-label')).toBe(ko(labels.openMenu));
      expect(
        await header(page)
          .getByRole('link', { name: ko(menu[0]!.label), exact: true })
          .isVisible(),
      ).toBe(false);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

      await button.tap();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await button.getAttribute('aria-label')).toBe(ko(labels.closeMenu));
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await panel.waitFor();
      for (const [index, group] of menu.entries()) {
        const column = panel.locator(':scope > ul > li').nth(index);
        const groupLink = column.locator('a').first();
        expect(await groupLink.textContent()).toBe(ko(group.label));
        await groupLink.scrollIntoViewIfNeeded();
        expect(await groupLink.isVisible()).toBe(true);
        for (const item of subItemsOf(group)) {
          const link = column.locator(`a[href="${subItemHref(group, item)}"]`);
          expect(await link.count(), subItemHref(group, item)).toBe(1);
          await link.scrollIntoViewIfNeeded();
          expect(await link.isVisible()).toBe(true);
        }
      }
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('Escape closes the panel and gives focus back to the button', async () => {
    const { page } = await open(context, innerPath);
    const button = header(page).locator('button[aria-controls]');
    await button.click();
    await page.keyboard.press('Tab');
    expect(await activeElement(page)).toBe(`A ${menu[0]!.href}`);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await activeElement(page)).toBe(`BUTTON ${ko(labels.openMenu)}`);
    expect(
      await header(page)
        .getByRole('link', { name: ko(menu[0]!.label), exact: true })
        .isVisible(),
    ).toBe(false);
    await page.close();
  });

  it('a link in the panel navigates and closes it', async () => {
    const { page, problems } = await open(context, innerPath);
    const button = header(page).locator('button[aria-controls]');
    await button.tap();
    await header(page)
      .getByRole('link', { name: ko(menu[3]!.label), exact: true })
      .tap();
    await page.waitForURL(`${built.server.url}${menu[3]!.href}`);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(
      await header(page)
        .getByRole('link', { name: ko(menu[3]!.label), exact: true })
        .isVisible(),
    ).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('without JavaScript', () => {
  it('expands on hover and on keyboard focus at 1280 px', async () => {
    const context = await built.browser.newContext({
      viewport: { width: 1280, height: 800 },
      javaScriptEnabled: false,
    });
    const { page } = await open(context, innerPath);
    await page.mouse.move(640, 700);
    expect(await noSubLinkVisible(page)).toBe(true);
    await header(page)
      .getByRole('link', { name: ko(menu[1]!.label), exact: true })
      .hover();
    await expect.poll(() => allSubLinksVisible(page)).toBe(true);
    await page.mouse.move(640, 780);
    await expect.poll(() => noSubLinkVisible(page)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => allSubLinksVisible(page)).toBe(true);
    await context.close();
  });

  it('opens the phone menu from its button at 375 px', async () => {
    const context = await built.browser.newContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
    const { page } = await open(context, innerPath);
    const firstGroup = header(page).getByRole('link', { name: ko(menu[0]!.label), exact: true });
    expect(await firstGroup.isVisible()).toBe(false);
    await header(page).locator('button[aria-controls]').click();
    await expect.poll(() => firstGroup.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});

describe('over the home page’s hero on a phone', () => {
  it('hides what scrolls under it: the bar looks the same whatever the page holds beneath', async () => {
    const context = await built.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const { page, problems } = await open(context, '/');
    await page.waitForFunction(
      (className) => document.documentElement.classList.contains(className),
      webFont.className,
    );
    // The hero's light text (its tiles, its picture's attribution) right under the bar.
    await page.evaluate(() => {
      const hero = document.querySelector('main section')!;
      window.scrollTo(0, hero.getBoundingClientRect().bottom + window.scrollY - 40);
    });
    const bar = (await header(page).boundingBox())!;
    const shot = () => page.screenshot({ clip: { x: 0, y: 0, width: bar.width, height: bar.height } });
    const overHero = await shot();
    await page.addStyleTag({ content: 'main { visibility: hidden; }' });
    expect((await shot()).equals(overHero)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
