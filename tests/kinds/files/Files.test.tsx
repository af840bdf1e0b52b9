// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { DownloadFileWithSize } from '../../../src/kinds/files/downloadSize';
import type { Files, SiteManifest } from '../../../src/manifest/site.gen';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { en, ko } from '../../helpers/manifestText';
import { renderSiteNode, siteNodeElement } from '../../helpers/renderWithSite';

afterEach(cleanup);

const filesOf = (manifest: SiteManifest): Files =>
  manifest.routes
    .flatMap(({ page }): readonly { type: string }[] => page.sections)
    .find((section): section is Files => section.type === 'files')!;

/** The fixture's files with the sizes the build writes beside them (186,368 bytes is 182 KB). */
function sized(manifest: SiteManifest): Files {
  const files = filesOf(manifest);
  (files.files[0] as DownloadFileWithSize).bytes = 186_368;
  (files.files[1] as DownloadFileWithSize).bytes = 2_621_440;
  return files;
}

// The first render styles the section and the layout's parts; on a busy two-core machine that alone can pass 5 s.
describe('files section', { timeout: 15_000 }, () => {
  it('links each file to be saved, its name, type and size in the link, its address percent-encoded', () => {
    const manifest = richManifest();
    const files = sized(manifest);
    const { container } = renderSiteNode(files.id, { manifest, path: '/help' });
    expect(screen.getByRole('heading', { level: 2, name: ko(files.title) })).toBeTruthy();
    expect(container.textContent).toContain(ko(files.intro!));
    const links = within(container).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `${ko(files.files[0]!.label)} (PDF · 182KB)`,
      `${ko(files.files[1]!.label)} (XLSX · 2.5MB)`,
    ]);
    expect(links[0]!.getAttribute('href')).toBe(encodeURI(files.files[0]!.path));
    expect(links[0]!.getAttribute('href')).toMatch(/^\/files\/%[0-9A-F]{2}/u);
    expect(links.map((link) => [link.hasAttribute('download'), link.getAttribute('type')])).toEqual([
      [true, 'application/pdf'],
      [true, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ]);
    expect(container.textContent).toContain(ko(files.files[0]!.description!));
  });

  it('is drawn in the page’s language, with its way of writing type and size', () => {
    const manifest = richManifest();
    const files = sized(manifest);
    const { container } = renderSiteNode(files.id, { manifest, path: '/en/help' });
    expect(within(container).getByRole('heading', { level: 2 }).textContent).toBe(en(files.title));
    expect(
      within(container)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([`${en(files.files[0]!.label)} (PDF, 182 KB)`, `${en(files.files[1]!.label)} (XLSX, 2.5 MB)`]);
  });

  it('says the type alone where no size was read (the editor’s preview reads no file), and adds no script', () => {
    const manifest = richManifest();
    const files = filesOf(manifest);
    const html = renderToString(siteNodeElement(files.id, { manifest, path: '/help' }));
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect([...page.querySelectorAll('a[download]')].map((link) => link.textContent)).toEqual([
      `${ko(files.files[0]!.label)} (PDF)`,
      `${ko(files.files[1]!.label)} (XLSX)`,
    ]);
    expect(page.querySelector('script')).toBeNull();
  });
});
