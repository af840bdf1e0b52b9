// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { searchTexts } from '../../../src/editor/search/searchSite';
import { siteTexts } from '../../../src/editor/search/siteTexts';
import { renderPage } from '../../../src/render/prerender';
import { editPlaceAttribute } from '../../../src/render/editPlace';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { ko } from '../../helpers/manifestText';
import { renderItemForm } from '../../helpers/renderItemForm';
import { sectionOfType } from '../../helpers/sectionOfType';
import { englishFigures } from '../sectionInEditor';

afterEach(cleanup);

// The editor knows no kind by name: these pass because it reads everything from the schema.
describe('a gallery section in the editor', { timeout: 60_000 }, () => {
  it('gets a form from the schema: a description and a caption box per photo, in both languages', () => {
    const manifest = richManifest();
    const { section: gallery, pointer } = sectionOfType(manifest, 'gallery');
    renderItemForm(manifest, pointer);
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
    const { section: gallery, pointer } = sectionOfType(manifest, 'gallery');
    expect(searchTexts(siteTexts(manifest), ko(gallery.images[1]!.caption!)).map((hit) => hit.pointer)).toContain(
      `${pointer}/images/1/caption/ko`,
    );
    expect(searchTexts(siteTexts(manifest), ko(gallery.images[2]!.image.alt)).map((hit) => hit.pointer)).toContain(
      `${pointer}/images/2/image/alt/ko`,
    );
  });

  it('counts in the translation figures of its page: a caption without English lowers them by one', () => {
    const manifest = richManifest();
    const { section: gallery, path } = sectionOfType(manifest, 'gallery');
    const complete = englishFigures(manifest, path);
    gallery.images[0]!.caption = { ko: ko(gallery.images[0]!.caption!) };
    const missing = englishFigures(manifest, path);
    expect(missing).toEqual({ ...complete, translated: complete.translated - 1 });
    expect(complete.translated).toBe(complete.total);
  });

  it('is pointed at in the preview: its caption and each photo carry their places in site.json', () => {
    const manifest = richManifest();
    const { section: gallery, pointer, path } = sectionOfType(manifest, 'gallery');
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
