// The header's menu labels at desktop widths, on the real site in each of its
// languages (labels from site.json): every group's label on one line, the bar
// at its height, logo, menu and language switch side by side without overlap.
// Issue 28: English labels ("Analysis techniques", "Customer support") broke
// onto two lines at 1024-1280 px. Issue 31: where the menu does not fit (the
// build estimates its width per language), its button shows it instead.
import { describe, expect, it } from 'vitest';
import { siteLanguages } from '../../src/manifest/language/siteLanguages';
import { createSiteTheme } from '../../src/theme/siteTheme';
import { textOf } from '../helpers/manifestText';
import { useBuiltSite } from './helpers/built-site';
import { islandsHydrated } from './helpers/islands';
import { addressIn, readManifest } from './helpers/manifest';
import { watchedTab } from './helpers/reused-tab';
import { gotoSettled } from './helpers/page-settled';

const manifest = readManifest();
const theme = createSiteTheme(manifest.theme);
const built = useBuiltSite('siteDist');
// From the narrowest width with the desktop menu up to the widest the issue saw.
const widths = [theme.breakpoints.md, 1024, 1152, theme.breakpoints.lg - 1, 1280];

describe.each(siteLanguages(manifest).map((language) => language.code))('the header in %s', (language) => {
  it.each(widths)('keeps every menu label on one line at %i px, or shows the menu button', async (width) => {
    const { page, problems } = await watchedTab(built.browser, { width, height: 800 }, built.server.url);
    await gotoSettled(page, `${built.server.url}${addressIn(manifest, manifest.menu[0]!.href, language)}`);
    await islandsHydrated(page);
    // The web font is on: the widths measured are the ones visitors see.
    await page.evaluate(() => document.fonts.ready);
    const measured = await page.evaluate(() => {
      const lines = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      return {
        labels: [...document.querySelectorAll('header [data-group-link]')].map((link) => ({
          text: link.textContent,
          lines: lines(link),
        })),
        behindButton: getComputedStyle(document.querySelector('header button[aria-controls]')!).display !== 'none',
        bar: document.querySelector('header')!.getBoundingClientRect().height,
        logoRight: box('header a:has(> img)')!.right,
        nav: box('header nav[id]')!,
        switchLeft: box('header nav[id] ~ div')?.left ?? Infinity,
        overflow: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    expect(`${measured.bar}px`).toBe(theme.headerHeight);
    expect(measured.overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    if (measured.behindButton) return;
    expect(measured.labels).toEqual(manifest.menu.map((group) => ({ text: textOf(group.label, language), lines: 1 })));
    expect(measured.nav.left).toBeGreaterThanOrEqual(measured.logoRight);
    expect(measured.switchLeft).toBeGreaterThanOrEqual(measured.nav.right);
  });
});
