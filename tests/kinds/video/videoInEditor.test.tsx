// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toPointer, valueAt } from '../../../src/manifest/json/pointer';
import { translationCompleteness } from '../../../src/manifest';
import type { SiteManifest, Video } from '../../../src/manifest/site.gen';
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

/** The fixture's video section and its place in site.json. */
function videoIn(manifest: SiteManifest): { video: Video; pointer: string; path: string } {
  for (const [route, { path, page }] of manifest.routes.entries())
    for (const [index, section] of page.sections.entries())
      if (section.type === 'video')
        return { video: section, path, pointer: toPointer(['routes', route, 'page', 'sections', index]) };
  throw new Error('The rich fixture is expected to hold a video section.');
}

// The editor knows no kind by name: these pass because it reads everything from the schema.
describe('a video section in the editor', { timeout: 60_000 }, () => {
  it('gets a form from the schema: the title in both languages, one box for the address, a poster', () => {
    const manifest = richManifest();
    const { video, pointer } = videoIn(manifest);
    render(
      <ItemForm
        schema={formSchemaAt(pointer, manifest)!}
        value={valueAt(manifest, pointer)}
        context={{ manifest, itemPointer: pointer, api: editorApi }}
        errors={{}}
        onChange={vi.fn()}
      />,
    );
    const title = screen.getByRole('group', { name: /^동영상 제목\*?$/ });
    expect(within(title).getByLabelText('한국어')).toHaveProperty('value', ko(video.title));
    expect(within(title).getByLabelText('English')).toBeInstanceOf(HTMLInputElement);
    expect(screen.getByLabelText(/^동영상 주소\*?$/)).toHaveProperty('value', video.url);
    expect(screen.getByRole('group', { name: /^대표 그림\*?$/ })).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('동영상');
  });

  it('is found by the site search: its title and intro, at their places', () => {
    const manifest = richManifest();
    const { video, pointer } = videoIn(manifest);
    expect(searchTexts(siteTexts(manifest), ko(video.title)).map((hit) => hit.pointer)).toContain(
      `${pointer}/title/ko`,
    );
    expect(searchTexts(siteTexts(manifest), ko(video.intro!)).map((hit) => hit.pointer)).toContain(
      `${pointer}/intro/ko`,
    );
  });

  it('counts in the translation figures of its page: a title without English lowers them by one', () => {
    const manifest = richManifest();
    const { video, path } = videoIn(manifest);
    const englishOf = (data: SiteManifest) =>
      translationCompleteness(data, 'ko')
        .pages.find((page) => page.path === path)!
        .languages.find((count) => count.code === 'en')!;
    const complete = englishOf(manifest);
    video.title = { ko: ko(video.title) };
    const missing = englishOf(manifest);
    expect(missing).toEqual({ ...complete, translated: complete.translated - 1 });
    expect(complete.translated).toBe(complete.total);
  });

  it('is pointed at in the preview: its title and poster carry their places in site.json', () => {
    const manifest = richManifest();
    const { pointer, path } = videoIn(manifest);
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
