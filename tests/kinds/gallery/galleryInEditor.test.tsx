// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toPointer, valueAt } from '../../../src/manifest/json/pointer';
import { translationCompleteness } from '../../../src/manifest';
import type { Gallery, SiteManifest } from '../../../src/manifest/site.gen';
import { editorApi } from '../../../src/editor/app/editorApi';
import { formSchemaAt } from '../../../src/editor/forms/editorSchema';
import { ItemForm } from '../../../src/editor/forms/ItemForm';
import { searchTexts } from '../../../src/editor/search/searchSite';
import { siteTexts } from '../../../src/editor/search/siteTexts';
import { renderPage } from '../../../src/render/prerender';
import { editPlaceAttribute } from '../../../src/render/editPlace';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { ko } from '../../helpers/manifestText';

afterEach(cleanup);

/** The fixture's gallery section and its place in site.json. */
function galleryIn(manifest: SiteManifest): { gallery: Gallery; pointer: string; path: string } {
  for (const [route, { path, page }] of manifest.routes.entries())
    for (const [index, section] of page.sections.entries())
      if (section.type === 'gallery')
        return { gallery: section, path, pointer: toPointer(['routes', route, 'page', 'sections', index]) };
  throw new Error('The rich fixture is expected to hold a gallery section.');
}

// The editor knows no kind by name: these pass because it reads everything from the schema.
describe('a gallery section in the editor', { timeout: 60_000 }, () => {
  it('gets a form from the schema: a description and a caption box per photo, in both languages', () => {
    const manifest = richManifest();
    const { gallery, pointer } = galleryIn(manifest);
    render(
      <ItemForm
        schema={formSchemaAt(pointer, manifest)!}
        value={valueAt(manifest, pointer)}
        context={{ manifest, itemPointer: pointer, api: editorApi }}
        errors={{}}
        onChange={vi.fn()}
      />,
    );
    const captions = screen.getAllByRole('group', { name: /^사진 설명\*?$/ });
    // The optional caption has its box under every photo, empty where none is written yet.
    expect(captions.length).toBe(gallery.images.length);
    expect(within(captions[2]!).getByLabelText('한국어')).toHaveProperty('value', '');
    expect(within(captions[0]!).getByLabelText('한국어')).toHaveProperty('value', ko(gallery.images[0]!.caption!));
    expect(within(captions[0]!).getByLabelText('English')).toBeInstanceOf(HTMLInputElement);
    const descriptions = screen.getAllByRole('group', { name: /^그림 설명/ });
    expect(descriptions.length).toBe(gallery.images.length);
    expect(within(descriptions[2]!).getByLabelText('한국어')).toHaveProperty('value', ko(gallery.images[2]!.image.alt));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('사진 모음');
  });

  it('is found by the site search: a caption and a photo’s description, at their places', () => {
    const manifest = richManifest();
    const { gallery, pointer } = galleryIn(manifest);
    expect(searchTexts(siteTexts(manifest), ko(gallery.images[1]!.caption!)).map((hit) => hit.pointer)).toContain(
      `${pointer}/images/1/caption/ko`,
    );
    expect(searchTexts(siteTexts(manifest), ko(gallery.images[2]!.image.alt)).map((hit) => hit.pointer)).toContain(
      `${pointer}/images/2/image/alt/ko`,
    );
  });

  it('counts in the translation figures of its page: a caption without English lowers them by one', () => {
    const manifest = richManifest();
    const { gallery, path } = galleryIn(manifest);
    const englishOf = (data: SiteManifest) =>
      translationCompleteness(data, 'ko')
        .pages.find((page) => page.path === path)!
        .languages.find((count) => count.code === 'en')!;
    const complete = englishOf(manifest);
    gallery.images[0]!.caption = { ko: ko(gallery.images[0]!.caption!) };
    const missing = englishOf(manifest);
    expect(missing).toEqual({ ...complete, translated: complete.translated - 1 });
    expect(complete.translated).toBe(complete.total);
  });

  it('is pointed at in the preview: its caption and each photo carry their places in site.json', () => {
    const manifest = richManifest();
    const { gallery, pointer, path } = galleryIn(manifest);
    const html = renderPage(manifest, path, { script: '/assets/client.js', css: '' }, { editPlaces: true });
    const page = new DOMParser().parseFromString(html, 'text/html');
    const places = [...page.querySelectorAll(`[${editPlaceAttribute}]`)].map((element) =>
      element.getAttribute(editPlaceAttribute),
    );
    expect(places).toContain(`${pointer}/title`);
    expect(places).toContain(`${pointer}/images/0/caption`);
    for (const index of gallery.images.keys()) expect(places).toContain(`${pointer}/images/${index}/image`);
  });
});
