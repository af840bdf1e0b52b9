// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translationCompleteness } from '../../../src/manifest';
import type { Files, SiteManifest } from '../../../src/manifest/site.gen';
import { searchTexts } from '../../../src/editor/search/searchSite';
import { siteTexts } from '../../../src/editor/search/siteTexts';
import { editPlaceAttribute } from '../../../src/render/editPlace';
import { renderPage } from '../../../src/render/prerender';
import { renderItemForm } from '../../helpers/renderItemForm';
import { sectionOfType } from '../../helpers/sectionOfType';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { en, ko } from '../../helpers/manifestText';

afterEach(cleanup);

/** The fixture's files section and its place in site.json. */
function filesIn(manifest: SiteManifest): { files: Files; pointer: string; path: string } {
  const { section, path, pointer } = sectionOfType(manifest, 'files');
  return { files: section, path, pointer };
}

// The editor knows no kind by name: these pass because it reads everything from the schema.
describe('a files section in the editor', { timeout: 60_000 }, () => {
  it('gets a form from the schema: a name in both languages, the path, a multi-line description', () => {
    const manifest = richManifest();
    const { files, pointer } = filesIn(manifest);
    renderItemForm(manifest, pointer);
    const names = screen.getAllByRole('group', { name: /^파일 이름\*?$/ });
    expect(names.length).toBe(files.files.length);
    expect(within(names[0]!).getByLabelText('한국어')).toHaveProperty('value', ko(files.files[0]!.label));
    expect(within(names[0]!).getByLabelText('English')).toHaveProperty('value', en(files.files[0]!.label));
    expect(screen.getAllByLabelText(/^파일 위치\*?$/).map((input) => (input as HTMLInputElement).value)).toEqual(
      files.files.map((file) => file.path),
    );
    const [description] = screen.getAllByRole('group', { name: /^설명$/ });
    expect(within(description!).getByLabelText('한국어')).toBeInstanceOf(HTMLTextAreaElement);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('내려받기 파일');
  });

  it('is found by the site search: a file’s name and its description, at their places', () => {
    const manifest = richManifest();
    const { files, pointer } = filesIn(manifest);
    expect(searchTexts(siteTexts(manifest), ko(files.files[1]!.label)).map((hit) => hit.pointer)).toContain(
      `${pointer}/files/1/label/ko`,
    );
    expect(searchTexts(siteTexts(manifest), en(files.files[0]!.description!)).map((hit) => hit.pointer)).toContain(
      `${pointer}/files/0/description/en`,
    );
  });

  it('counts in the translation figures of its page: a name without English lowers them by one', () => {
    const manifest = richManifest();
    const { files, path } = filesIn(manifest);
    const englishOf = (data: SiteManifest) =>
      translationCompleteness(data, 'ko')
        .pages.find((page) => page.path === path)!
        .languages.find((count) => count.code === 'en')!;
    const complete = englishOf(manifest);
    files.files[0]!.label = { ko: ko(files.files[0]!.label) };
    expect(englishOf(manifest)).toEqual({ ...complete, translated: complete.translated - 1 });
    expect(complete.translated).toBe(complete.total);
  });

  it('is pointed at in the preview: the name and description of each file carry their places', () => {
    const manifest = richManifest();
    const { files, pointer, path } = filesIn(manifest);
    const html = renderPage(manifest, path, { script: '/assets/client.js', css: '' }, { editPlaces: true });
    const page = new DOMParser().parseFromString(html, 'text/html');
    const at = (place: string) => page.querySelector(`[${editPlaceAttribute}="${place}"]`)?.textContent;
    expect(at(`${pointer}/files/0/label`)).toBe(ko(files.files[0]!.label));
    expect(at(`${pointer}/files/0/description`)).toBe(ko(files.files[0]!.description!));
    expect(at(`${pointer}/title`)).toBe(ko(files.title));
  });
});
