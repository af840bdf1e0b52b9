// Issues 9 and 20: any valid edit of site.json keeps `npm test` green. A copy of
// today's site.json with the edits an editor makes (tests/fixtures/content-edits/:
// every text renamed, an instrument, a case and a page with its menu group removed with
// everything that names them, an instrument and a page added) is built, and the same
// site.json-driven checks that run on the real site (tests/e2e/helpers/site-json-checks.ts)
// run on that build: here without JavaScript, in content-edits-opens.build.test.ts with it. The edits themselves are checked, fast, in tests/manifest/contentEdits.test.ts.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { editedSite } from '../fixtures/content-edits/edited-site';
import { useBuiltSite } from '../e2e/helpers/built-site';
import { defineHtmlChecks } from '../e2e/helpers/site-json-checks';
import { siteLanguages } from '../../src/manifest/language/siteLanguages';
import { ko } from '../helpers/manifestText';
import { menuSubItems } from '../../src/manifest/menu/menuSubItems';

const { manifest: edited, edits } = editedSite();
// The suite's global setup built the edited copy once for this file and its two neighbours.
const dist = inject('editedDist');
const site = useBuiltSite('editedDist');

const page = (path: string) => readFile(join(dist, path, 'index.html'), 'utf8');
/** Every HTML page of the build, by its file name. */
async function everyPage(): Promise<Map<string, string>> {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'));
  return new Map(
    await Promise.all(files.map(async (file) => [file, await readFile(join(dist, file), 'utf8')] as const)),
  );
}
/** Text as React writes it into a page, so that a label with "&" or a quote is found too. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
/** The pages holding `text`, or none: a failed toContain would print a whole page. */
const pagesWith = (pages: Map<string, string>, text: string) =>
  [...pages].filter(([, html]) => html.includes(text)).map(([file]) => file);

describe('an edited copy of site.json', () => {
  for (const language of siteLanguages(edited)) {
    describe(`${language.name} pages`, () => defineHtmlChecks(edited, site, language.code));
  }

  it('shows each edit on the built pages', async () => {
    const { retitledRoute, addedInstrument, addedRoute } = edits;
    // [page, text, whether the page holds it]
    const expectations: [string, string, boolean][] = [
      ['', `href="${addedRoute.path}"`, true],
      [retitledRoute.path, `<title>${asHtml(ko(retitledRoute.title))}</title>`, true],
      ...edited.menu.flatMap((group) =>
        [group.label, ...menuSubItems(group, edited.routes).map((item) => item.label)].map(
          (label): [string, string, boolean] => ['', `>${asHtml(ko(label))}<`, true],
        ),
      ),
    ];
    if (addedInstrument) {
      expectations.push([addedInstrument.path, `>${asHtml(ko(addedInstrument.instrument.label))}</button>`, true]);
      expectations.push([
        addedInstrument.path,
        asHtml(ko(addedInstrument.instrument.korName ?? addedInstrument.instrument.subName)),
        true,
      ]);
    }
    for (const route of edited.routes)
      if ('banner' in route.page && route.page.banner)
        expectations.push([route.path, asHtml(ko(route.page.banner.title)), true]);
    const found = Object.fromEntries(
      await Promise.all(
        expectations.map(
          async ([path, text]) => [`${path || '/'} has ${text}`, (await page(path)).includes(text)] as const,
        ),
      ),
    );
    expect(found).toEqual(
      Object.fromEntries(expectations.map(([path, text, present]) => [`${path || '/'} has ${text}`, present])),
    );
  });

  it('shows nothing of the removed instrument, case and page on any page', async () => {
    const { removedInstrument, removedCase, removedPage } = edits;
    const pages = await everyPage();
    const gone = [
      ...(removedInstrument
        ? [
            `>${asHtml(ko(removedInstrument.label))}</button>`,
            asHtml(ko(removedInstrument.korName ?? removedInstrument.subName)),
          ]
        : []),
      ...(removedCase ? [asHtml(ko(removedCase.title)), ...removedCase.links.map((link) => `href="${link}"`)] : []),
      ...(removedPage
        ? [asHtml(ko(removedPage.title)), `href="${removedPage.path}"`, `href="${removedPage.path}#`]
        : []),
    ];
    expect(Object.fromEntries(gone.map((text) => [text, pagesWith(pages, text)]))).toEqual(
      Object.fromEntries(gone.map((text) => [text, []])),
    );
    if (removedPage) expect(existsSync(join(dist, removedPage.path, 'index.html'))).toBe(false);
  });
});
