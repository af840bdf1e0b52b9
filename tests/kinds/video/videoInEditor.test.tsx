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
describe('a video section in the editor', { timeout: 60_000 }, () => {
  it('gets a form from the schema: the title in both languages, one box for the address, a poster', () => {
    const manifest = richManifest();
    const { section: video, pointer } = sectionOfType(manifest, 'video');
    renderItemForm(manifest, pointer);
    const title = screen.getByRole('group', { name: /^동영상 제목\*?$/ });
    expect(within(title).getByLabelText('한국어')).toHaveProperty('value', ko(video.title));
    expect(within(title).getByLabelText('English')).toBeInstanceOf(HTMLInputElement);
    expect(screen.getByLabelText(/^동영상 주소\*?$/)).toHaveProperty('value', video.url);
    expect(screen.getByRole('group', { name: /^대표 그림\*?$/ })).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('동영상');
  });

  it('is found by the site search: its title and intro, at their places', () => {
    const manifest = richManifest();
    const { section: video, pointer } = sectionOfType(manifest, 'video');
    expect(searchTexts(siteTexts(manifest), ko(video.title)).map((hit) => hit.pointer)).toContain(
      `${pointer}/title/ko`,
    );
    expect(searchTexts(siteTexts(manifest), ko(video.intro!)).map((hit) => hit.pointer)).toContain(
      `${pointer}/intro/ko`,
    );
  });

  it('counts in the translation figures of its page: a title without English lowers them by one', () => {
    const manifest = richManifest();
    const { section: video, path } = sectionOfType(manifest, 'video');
    const complete = englishFigures(manifest, path);
    video.title = { ko: ko(video.title) };
    const missing = englishFigures(manifest, path);
    expect(missing).toEqual({ ...complete, translated: complete.translated - 1 });
    expect(complete.translated).toBe(complete.total);
  });

  it('is pointed at in the preview: its title and poster carry their places in site.json', () => {
    const manifest = richManifest();
    const { pointer, path } = sectionOfType(manifest, 'video');
    const html = renderPage(manifest, path, { script: '/assets/client.js', css: '' }, { editPlaces: true });
    const page = new DOMParser().parseFromString(html, 'text/html');
    const places = [...page.querySelectorAll(`[${editPlaceAttribute}]`)].map((element) =>
      element.getAttribute(editPlaceAttribute),
    );
    expect(places).toContain(`${pointer}/title`);
    expect(places).toContain(`${pointer}/intro`);
    expect(places).toContain(`${pointer}/poster`);
  });
});
