// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { en, ko } from '../../helpers/manifestText';
import { renderSiteNode, siteNodeElement } from '../../helpers/renderWithSite';
import { sectionOfType } from '../../helpers/sectionOfType';

afterEach(cleanup);

// The first render styles the section and the layout's parts; on a busy two-core machine that alone can pass 5 s.
describe('a table section', { timeout: 15_000 }, () => {
  it.each([
    ['', ko],
    ['/en', en],
  ] as const)('on %s/… draws the caption, a column heading for each header cell and the rows', (prefix, inLanguage) => {
    const manifest = richManifest();
    const { section: table, path } = sectionOfType(manifest, 'table');
    renderSiteNode(table.id, { manifest, path: `${prefix}${path}` });
    const drawn = screen.getByRole('table', { name: inLanguage(table.caption) });
    expect(
      within(drawn)
        .getAllByRole('columnheader')
        .map((heading) => [heading.textContent, heading.getAttribute('scope')]),
    ).toEqual(table.header.map((heading) => [inLanguage(heading), 'col']));
    const bodyRows = within(drawn).getAllByRole('row').slice(1);
    expect(
      bodyRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(table.rows.map((row) => row.cells.map(inLanguage)));
  });

  it('sits in a scroll box that is a region named by the caption, reachable by keyboard', () => {
    const manifest = richManifest();
    const { section: table, path } = sectionOfType(manifest, 'table');
    renderSiteNode(table.id, { manifest, path });
    const region = screen.getByRole('region', { name: ko(table.caption) });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('table')).toBeTruthy();
    expect(getComputedStyle(region).overflowX).toBe('auto');
  });

  it('prerenders its caption’s id from the section’s, so two tables on a page keep their names apart', () => {
    const manifest = richManifest();
    const { section: table, path } = sectionOfType(manifest, 'table');
    const html = renderToString(siteNodeElement(table.id, { manifest, path }));
    expect(html).toContain(`aria-labelledby="${table.id}-caption"`);
    expect(html).toContain(`<caption id="${table.id}-caption">`);
  });
});
