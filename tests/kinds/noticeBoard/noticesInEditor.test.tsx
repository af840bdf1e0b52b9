// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translationCompleteness } from '../../../src/manifest';
import type { NoticeBoard, SiteManifest } from '../../../src/manifest/site.gen';
import { searchTexts } from '../../../src/editor/search/searchSite';
import { siteTexts } from '../../../src/editor/search/siteTexts';
import { editPlaceAttribute } from '../../../src/render/editPlace';
import { renderPage } from '../../../src/render/prerender';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { ko } from '../../helpers/manifestText';
import { sectionOfType } from '../../helpers/sectionOfType';
import { renderItemForm } from '../../helpers/renderItemForm';

afterEach(cleanup);

/** The fixture's notice board and its place in site.json. */
function boardIn(manifest: SiteManifest): { board: NoticeBoard; pointer: string; path: string } {
  const { section, path, pointer } = sectionOfType(manifest, 'noticeBoard');
  return { board: section, path, pointer };
}

// The editor knows no kind by name: these pass because it reads everything from the schema.
describe('a notice board in the editor', { timeout: 60_000 }, () => {
  it('gets a form from the schema: per post a one-line title in both languages, a date, and multi-line body paragraphs', () => {
    const manifest = richManifest();
    const { board, pointer } = boardIn(manifest);
    const postPointer = `${pointer}/posts/0`;
    renderItemForm(manifest, postPointer);
    const title = screen.getByRole('group', { name: /^글 제목\*?$/ });
    expect(within(title).getByLabelText('한국어')).toHaveProperty('value', ko(board.posts[0]!.title));
    expect(within(title).getByLabelText('English')).toBeInstanceOf(HTMLInputElement);
    expect(screen.getByLabelText(/^게시일\*?$/)).toHaveProperty('value', board.posts[0]!.date);
    const body = screen.getAllByRole('group', { name: /^문단\*?$/ });
    expect(body.length).toBe(board.posts[0]!.body.length);
    expect(within(body[0]!).getByLabelText('한국어')).toBeInstanceOf(HTMLTextAreaElement);
  });

  it('offers the board and the latest block among the kinds a new section may be', () => {
    const manifest = richManifest();
    const { pointer } = boardIn(manifest);
    renderItemForm(manifest, pointer);
    const kinds = screen.getAllByRole('option').map((option) => option.textContent);
    expect(kinds).toContain('공지사항 게시판');
    expect(kinds).toContain('최근 공지');
  });

  it('is found by the site search: a post’s title and a paragraph of its body, at their places', () => {
    const manifest = richManifest();
    const { board, pointer } = boardIn(manifest);
    expect(searchTexts(siteTexts(manifest), ko(board.posts[1]!.title)).map((hit) => hit.pointer)).toContain(
      `${pointer}/posts/1/title/ko`,
    );
    expect(searchTexts(siteTexts(manifest), ko(board.posts[0]!.body[1]!)).map((hit) => hit.pointer)).toContain(
      `${pointer}/posts/0/body/1/ko`,
    );
  });

  it('counts in the translation figures of its page: a body paragraph without English lowers them by one', () => {
    const manifest = richManifest();
    const { board, path } = boardIn(manifest);
    const englishOf = (data: SiteManifest) =>
      translationCompleteness(data, 'ko')
        .pages.find((page) => page.path === path)!
        .languages.find((count) => count.code === 'en')!;
    const complete = englishOf(manifest);
    board.posts[0]!.body[0] = { ko: ko(board.posts[0]!.body[0]!) };
    const missing = englishOf(manifest);
    expect(missing).toEqual({ ...complete, translated: complete.translated - 1 });
    expect(complete.translated).toBe(complete.total);
  });

  it('is point-and-edit in the preview: a post page marks its title, body, files and the way back with their places', () => {
    const manifest = richManifest();
    const { board, pointer, path } = boardIn(manifest);
    const index = board.posts.findIndex((post) => post.files);
    const post = board.posts[index]!;
    const html = renderPage(manifest, `${path}/${post.slug}`, { script: '/a.js', css: '' }, { editPlaces: true });
    const article = new DOMParser().parseFromString(html, 'text/html').querySelector('main article')!;
    const places = [...article.querySelectorAll(`[${editPlaceAttribute}]`)].map((element) => [
      element.getAttribute(editPlaceAttribute),
      element.textContent,
    ]);
    expect(places).toEqual(
      expect.arrayContaining([
        [`${pointer}/posts/${index}/title`, ko(post.title)],
        ...post.body.map((paragraph, at) => [`${pointer}/posts/${index}/body/${at}`, ko(paragraph)]),
        [`${pointer}/posts/${index}/files/0/label`, ko(post.files![0]!.label)],
        [`${pointer}/backLink`, ko(board.backLink)],
      ]),
    );
  });
});
