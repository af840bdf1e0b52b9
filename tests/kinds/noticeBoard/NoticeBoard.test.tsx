// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { NoticeBoard, SiteManifest } from '../../../src/manifest/site.gen';
import { renderPage } from '../../../src/render/prerender';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { en, ko } from '../../helpers/manifestText';
import { sectionOfType } from '../../helpers/sectionOfType';

const assets = { script: '/assets/client.js', css: '' };

function boardOf(manifest: SiteManifest): { board: NoticeBoard; routePath: string } {
  const { section, path } = sectionOfType(manifest, 'noticeBoard');
  return { board: section, routePath: path };
}

/** A page as the build writes it, parsed. */
const page = (manifest: SiteManifest, path: string) =>
  new DOMParser().parseFromString(renderPage(manifest, path, assets), 'text/html');

const jsonLd = (document: Document) =>
  [...document.querySelectorAll('main script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

const newestFirst = (board: NoticeBoard) => [...board.posts].sort((a, b) => (a.date < b.date ? 1 : -1));

// Whole pages are rendered; on a busy two-core machine the first can take seconds.
describe('the notice board', { timeout: 20_000 }, () => {
  it('lists every post newest first under its year, each title a link to its own page with its date', () => {
    const manifest = richManifest();
    const { board, routePath } = boardOf(manifest);
    const section = page(manifest, routePath).getElementById(board.id)!;
    expect(section.querySelector('h2')!.textContent).toBe(ko(board.title));
    const years = [...section.querySelectorAll('h3')].map((heading) => heading.textContent);
    const expectedYears = [...new Set(newestFirst(board).map((post) => post.date.slice(0, 4)))];
    expect(years).toEqual(expectedYears);
    const items = [...section.querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('a')!.textContent)).toEqual(
      newestFirst(board).map((post) => ko(post.title)),
    );
    expect(items.map((item) => item.querySelector('a')!.getAttribute('href'))).toEqual(
      newestFirst(board).map((post) => `${routePath}/${post.slug}`),
    );
    expect(items.map((item) => item.querySelector('time')!.getAttribute('datetime'))).toEqual(
      newestFirst(board).map((post) => post.date),
    );
    const yearOf = (item: Element) => item.closest('section')!.querySelector('h3')!.textContent;
    expect(items.map(yearOf)).toEqual(newestFirst(board).map((post) => post.date.slice(0, 4)));
  });

  it('writes dates as each language does, and links posts under the language’s prefix', () => {
    const manifest = richManifest();
    const { board, routePath } = boardOf(manifest);
    board.posts[0]!.date = '2026-12-01';
    const korean = page(manifest, routePath).querySelector(`time[datetime="2026-12-01"]`)!;
    expect(korean.textContent).toBe('2026년 12월 1일');
    const english = page(manifest, `/en${routePath}`);
    expect(english.querySelector(`time[datetime="2026-12-01"]`)!.textContent).toBe('December 1, 2026');
    expect(english.querySelector(`#${board.id} li a`)!.getAttribute('href')).toBe(
      `/en${routePath}/${board.posts[0]!.slug}`,
    );
  });

  it('gives a post a page of its own: its title, date, picture, body, files, related links and the way back, and nothing of the others', () => {
    const manifest = richManifest();
    const { board, routePath } = boardOf(manifest);
    const post = board.posts.find((candidate) => candidate.files)!;
    const document = page(manifest, `${routePath}/${post.slug}`);
    expect(document.title).toContain(ko(post.title));
    const article = document.querySelector('main article')!;
    expect(article.querySelector('h2')!.textContent).toBe(ko(post.title));
    expect(article.querySelector('time')!.getAttribute('datetime')).toBe(post.date);
    expect([...article.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual(
      expect.arrayContaining(post.body.map(ko)),
    );
    // Attached files are downloads as a files section draws them: name, then type and size.
    const files = [...article.querySelectorAll('h3 + ul a[download]')];
    expect(files.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      post.files!.map((file) => [expect.stringContaining(ko(file.label)), encodeURI(file.path)]),
    );
    expect(article.querySelector(`a[href="${routePath}"]`)!.textContent).toContain(ko(board.backLink));
    const others = board.posts.filter((other) => other !== post).map((other) => ko(other.title));
    for (const title of others) expect(document.querySelector('main')!.textContent).not.toContain(title);
    const linked = board.posts.find((candidate) => candidate.links)!;
    const english = page(manifest, `/en${routePath}/${linked.slug}`).querySelector('main article')!;
    expect(english.querySelector(`a[href="/en${linked.links![0]!.href}"]`)!.textContent).toContain(
      en(linked.links![0]!.label),
    );
    const withImage = board.posts.find((candidate) => candidate.image)!;
    const img = page(manifest, `${routePath}/${withImage.slug}`).querySelector('main article img')!;
    expect(img.getAttribute('alt')).toBe(ko(withImage.image!.alt));
  });

  it('describes a post page by its summary, or its first paragraph when it has none', () => {
    const manifest = richManifest();
    const { board, routePath } = boardOf(manifest);
    const description = (slug: string) =>
      page(manifest, `${routePath}/${slug}`).querySelector('meta[name="description"]')!.getAttribute('content');
    const summarised = board.posts.find((post) => post.summary)!;
    const plain = board.posts.find((post) => !post.summary)!;
    expect(description(summarised.slug)).toBe(ko(summarised.summary!));
    expect(description(plain.slug)).toBe(ko(plain.body[0]!));
  });

  it('writes NewsArticle structured data on a post page in its language, and none on the list', () => {
    const manifest = richManifest();
    const { board, routePath } = boardOf(manifest);
    const base = manifest.site.baseUrl;
    const updated = board.posts.find((post) => post.updated)!;
    const [data, ...others] = jsonLd(page(manifest, `/en${routePath}/${updated.slug}`));
    expect(others).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: en(updated.title),
      datePublished: updated.date,
      dateModified: updated.updated,
      inLanguage: 'en',
      mainEntityOfPage: `${base}/en${routePath}/${updated.slug}`,
    });
    expect(data).not.toHaveProperty('image');
    const pictured = board.posts.find((post) => post.image)!;
    const [withImage] = jsonLd(page(manifest, `${routePath}/${pictured.slug}`));
    expect(withImage).toMatchObject({
      headline: ko(pictured.title),
      dateModified: pictured.date,
      inLanguage: 'ko',
      image: [`${base}${pictured.image!.src}`],
    });
    expect(jsonLd(page(manifest, routePath))).toEqual([]);
  });

  it('keeps a title that spells a script end inside its data block and out of the page’s markup', () => {
    const manifest = richManifest();
    const { board, routePath } = boardOf(manifest);
    board.posts[0]!.title = { ko: '</script><b>휴무</b>', en: 'Closed' };
    const document = page(manifest, `${routePath}/${board.posts[0]!.slug}`);
    const [data] = jsonLd(document) as [{ headline: string }];
    expect(data.headline).toBe('</script><b>휴무</b>');
    expect(document.querySelector('main article b')).toBeNull();
  });
});

describe('the latest notices block', { timeout: 20_000 }, () => {
  const latestOf = (manifest: SiteManifest) => {
    const { section, path } = sectionOfType(manifest, 'latestNotices');
    return { latest: section, path };
  };

  it('shows the site’s newest posts, as many as it asks for, and links to the board', () => {
    const manifest = richManifest();
    const { board, routePath } = boardOf(manifest);
    const { latest, path } = latestOf(manifest);
    for (const [prefix, words] of [
      ['', ko],
      ['/en', en],
    ] as const) {
      const section = page(manifest, `${prefix}${path}`).getElementById(latest.id)!;
      expect(section.querySelector('h2')!.textContent).toBe(words(latest.title));
      const links = [...section.querySelectorAll('li a')];
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        newestFirst(board)
          .slice(0, latest.count)
          .map((post) => [words(post.title), `${prefix}${routePath}/${post.slug}`]),
      );
      const more = section.querySelector(`a[href="${prefix}${routePath}"]`)!;
      expect(more.textContent).toContain(words(latest.moreLabel));
    }
  });

  it('follows its count', () => {
    const manifest = richManifest();
    const { latest, path } = latestOf(manifest);
    latest.count = 1;
    expect(page(manifest, path).querySelectorAll(`#${latest.id} li`)).toHaveLength(1);
  });
});
