// The header with menus of 1 to 10 groups, in Korean and English, from 900 to 1920 px: the logo keeps its
// size, nothing leaves the screen, and either the whole menu stands across the bar or its button opens it,
// the same with JavaScript and without (the width where it switches is known when the page is built).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './helpers/axe';
import { useBuiltSite } from './helpers/built-site';
import { renderedVariants } from './helpers/rendered-variants';
import { MAX_GROUPS, withMenu } from '../fixtures/site-shapes/shapeVariants';
import { headerGeometry } from '../../src/components/Header/headerGeometry';

const WIDTHS = [900, 1024, 1280, 1536, 1920];
const LANGUAGES = [
  { code: 'ko', path: '/about' },
  { code: 'en', path: '/en/about' },
];
const COUNTS = Array.from({ length: MAX_GROUPS }, (_, index) => index + 1);

interface Box {
  left: number;
  right: number;
  width: number;
}

/** What the header shows at the page's width: the menu across the bar or its button, and where everything is. */
function headerState(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element): Box => {
      const { left, right, width } = element.getBoundingClientRect();
      return { left, right, width };
    };
    const header = document.querySelector('header')!;
    const button = header.querySelector('button[aria-controls]')!;
    const groups = [...header.querySelectorAll('nav a[data-group-link]')];
    return {
      buttonShown: getComputedStyle(button).display !== 'none',
      menuAcross: groups.every((link) => link.getBoundingClientRect().width > 0),
      logo: box(header.querySelector('img')!),
      groups: groups.map(box),
      headerButton: [...header.querySelectorAll('[data-header-button]')].map(box),
      languages: [...header.querySelectorAll('a[hreflang]')].map(box),
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

const built = useBuiltSite();
let variants: Awaited<ReturnType<typeof renderedVariants>>;
let withScript: BrowserContext;
let withoutScript: BrowserContext;

beforeAll(async () => {
  variants = await renderedVariants(inject('richDist'));
  withScript = await built.browser.newContext({ viewport: { width: 1280, height: 800 } });
  withoutScript = await built.browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
});
afterAll(async () => {
  await withScript.close();
  await withoutScript.close();
});

/** The modes seen, `${language} ${count} ${width}` → whether the button was shown. */
const modes = new Map<string, boolean>();

describe.each(LANGUAGES)('in $code', ({ code, path }) => {
  it.each(COUNTS)('a menu of %i groups fits every width, or goes behind its button', async (count) => {
    const manifest = withMenu(variants.manifest, count, { button: count % 3 === 0, outside: count % 4 === 0 });
    const page = await withScript.newPage();
    const plain = await withoutScript.newPage();
    await variants.open(page, built.server.url, manifest, path);
    await variants.open(plain, built.server.url, manifest, path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await plain.setViewportSize({ width, height: 800 });
      const state = await headerState(page);
      const where = `${code}, ${count} groups, ${width} px`;
      modes.set(where, state.buttonShown);
      expect(state.buttonShown !== state.menuAcross, `${where}: the button or the menu, not both`).toBe(true);
      expect((await headerState(plain)).buttonShown, `${where}: the same without JavaScript`).toBe(state.buttonShown);
      expect(Object.values(headerGeometry.logoWidth), `${where}: the logo's width`).toContain(state.logo.width);
      expect(state.scrollWidth, `${where}: nothing wider than the page`).toBeLessThanOrEqual(width);
      // The header's button is the menu's last item: on the bar with the groups, or behind the menu button with them.
      const row = [...(state.menuAcross ? [...state.groups, ...state.headerButton] : []), ...state.languages];
      for (const item of row) {
        expect(item.left, `${where}: an item left of the logo's end`).toBeGreaterThanOrEqual(state.logo.right);
        expect(item.right, `${where}: an item off the screen`).toBeLessThanOrEqual(width);
      }
      if (state.buttonShown) await expectButtonOpensEverything(page, where, width);
    }
    await page.close();
    await plain.close();
  });
});

/** The menu button opens a menu with every group and sub-item link, each on the screen. */
async function expectButtonOpensEverything(page: Page, where: string, width: number) {
  const button = page.locator('header button[aria-controls]');
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded'), { message: where }).toBe('true');
  const links = page.locator('header nav a');
  const count = await links.count();
  expect(count, where).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    expect(box, `${where}: link ${index + 1} shown`).not.toBeNull();
    expect(box.x, where).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, where).toBeLessThanOrEqual(width);
  }
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded'), { message: where }).toBe('false');
}

it('switched both ways across the menus tried: a long menu behind its button, a short one across the bar', () => {
  expect(modes.get('en, 10 groups, 1280 px')).toBe(true);
  expect(modes.get('ko, 10 groups, 900 px')).toBe(true);
  expect(modes.get('ko, 1 groups, 900 px')).toBe(false);
  expect(modes.get('en, 5 groups, 1920 px')).toBe(false);
});

describe('a menu with a link to another site and the header’s button', () => {
  it.each([390, 1280])('has no axe violations at %i px, closed and open', async (width) => {
    const page = await withScript.newPage();
    await page.setViewportSize({ width, height: 800 });
    await variants.open(
      page,
      built.server.url,
      withMenu(variants.manifest, 4, { button: true, outside: true }),
      '/about',
    );
    expect(await axeViolations(page, { include: 'header' })).toEqual([]);
    const button = page.locator('header button[aria-controls]');
    if (await button.isVisible()) await button.click();
    else await page.locator('header [data-group-link]').first().focus();
    await expect.poll(() => page.locator('[data-header-button]').isVisible()).toBe(true);
    expect(await axeViolations(page, { include: 'header' })).toEqual([]);
    await page.close();
  });
});
