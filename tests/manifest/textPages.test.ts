import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textPagesOf } from '../../src/manifest/translations/textPages';

const manifest = JSON.parse(readFileSync('tests/fixtures/manifests/bilingual.json', 'utf8'));

/** The addresses a text shows on, or 'every page'. */
function shownOn(data: unknown, pointer: string): string[] | 'every page' {
  const { pages, pagesOf } = textPagesOf(data);
  const found = pagesOf(pointer);
  return found.every ? 'every page' : found.pages.map((index) => pages[index]!.path);
}

describe('which page shows which text', () => {
  it('shows the parts every page carries on every page', () => {
    for (const pointer of ['/labels/openMenu', '/site/name', '/menu/0/label', '/footer/copyright', '/company/name'])
      expect(shownOn(manifest, pointer)).toBe('every page');
  });

  it("shows a route's texts on its page, and a category section's content on that section's own page only", () => {
    expect(shownOn(manifest, '/routes/1/page/sections/0/title')).toEqual(['/about']);
    const twoTabs = structuredClone(manifest);
    twoTabs.routes[2].page.sections.push({
      ...structuredClone(twoTabs.routes[2].page.sections[0]),
      id: 'bulk',
      instruments: ['ftir'],
    });
    expect(shownOn(twoTabs, '/routes/2/page/sections/1/title')).toEqual(['/equipment/bulk']);
    // The tab bar and the banner are on every tab's page.
    expect(shownOn(twoTabs, '/routes/2/page/sections/1/label')).toEqual(['/equipment', '/equipment/bulk']);
    expect(shownOn(twoTabs, '/routes/2/page/banner/title')).toEqual(['/equipment', '/equipment/bulk']);
    // An instrument shows wherever a tab list names it: xps on the first tab only, ftir on both and in the case.
    expect(shownOn(twoTabs, '/instruments/0/label')).toEqual(['/equipment']);
    expect(shownOn(twoTabs, '/instruments/1/label')).toEqual(['/equipment', '/equipment/bulk', '/cases']);
  });

  it('shows a case where a case study names it, the inquiry form where a section holds it, and an unused text nowhere', () => {
    expect(shownOn(manifest, '/cases/0/title')).toEqual(['/cases']);
    expect(shownOn(manifest, '/inquiryForm/submit')).toEqual(['/about']);
    const unused = structuredClone(manifest);
    unused.cases[0].id = 'unused';
    expect(shownOn(unused, '/cases/0/title')).toEqual([]);
  });
});
