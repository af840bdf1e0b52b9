// The 404 page fills the screen: its footer ends at the bottom of the window,
// with no band of page background below it, on a phone and on a desktop, in
// both languages of the rich fixture. Issue 28: a white band below the footer.
import { describe, expect, it } from 'vitest';
import { siteLanguages } from '../../src/manifest/language/siteLanguages';
import { textOf } from '../helpers/manifestText';
import { useBuiltSite } from './helpers/built-site';
import { addressIn } from './helpers/manifest';
import { readRichManifest } from './helpers/rich-site';
import { gotoSettled } from './helpers/page-settled';

const manifest = readRichManifest();
const built = useBuiltSite();
const screens = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1280, height: 1400 },
];

describe.each(siteLanguages(manifest).map((language) => language.code))('the 404 page in %s', (language) => {
  it.each(screens)('ends with its footer at the bottom of a $width × $height window', async (viewport) => {
    const context = await built.browser.newContext({ viewport });
    const page = await context.newPage();
    const response = await gotoSettled(page, `${built.server.url}${addressIn(manifest, '/no-such-page', language)}`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: textOf(manifest.labels.notFoundTitle, language) }).waitFor();
    const measured = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return {
        page: document.documentElement.scrollHeight,
        window: window.innerHeight,
        footerBottom: document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY,
      };
    });
    expect(measured.page).toBeGreaterThanOrEqual(measured.window);
    expect(Math.abs(measured.footerBottom - measured.page)).toBeLessThanOrEqual(0.5);
    await context.close();
  });
});
