// Notices (tests/fixtures/rich-site/) in Chromium: the board's list, a post's own page
// and the latest block read and lead where they should without JavaScript, the build's
// Atom feed is served and linked from the head, and axe finds nothing.
import { describe, expect, it } from 'vitest';
import { en, ko } from '../helpers/manifestText';
import { sectionOfType } from '../helpers/sectionOfType';
import { useBuiltSite } from './helpers/built-site';
import { useWatchedPages } from './helpers/watched-pages';
import { readRichManifest } from './helpers/rich-site';
import { pageSettled } from './helpers/page-settled';
import { axeViolations } from './helpers/axe';

const manifest = readRichManifest();
const built = useBuiltSite();
const { path: boardPath, section: board } = sectionOfType(manifest, 'noticeBoard');
const { path: latestPath, section: latest } = sectionOfType(manifest, 'latestNotices');
const newest = [...board.posts].sort((a, b) => (a.date < b.date ? 1 : -1));
const page = useWatchedPages(built);

/** Opens `path` in the file's reused tab, or without JavaScript in a context of its own. */
async function open(path: string, { javaScriptEnabled = true, width = 1280 } = {}) {
  const current = await page({ javaScriptEnabled, width });
  await current.goto(`${built.server.url}${path}`);
  return current;
}

describe('notices', () => {
  it('list the posts newest first without JavaScript, and a post’s link opens its own page and leads back', async () => {
    const current = await open(boardPath, { javaScriptEnabled: false, width: 390 });
    const links = current.locator(`[id="${board.id}"] li a`);
    await expect(links.allInnerTexts()).resolves.toEqual(newest.map((post) => ko(post.title)));
    const post = newest[1]!;
    await links.nth(1).click();
    await current.waitForURL(`${built.server.url}${boardPath}/${post.slug}`);
    await expect(current.locator('main article h2').innerText()).resolves.toBe(ko(post.title));
    await expect(current.locator('main article').innerText()).resolves.toContain(ko(post.body[0]!));
    await current.getByRole('link', { name: ko(board.backLink) }).click();
    await current.waitForURL(`${built.server.url}${boardPath}`);
  });

  it.each([
    [latestPath, ko, ''],
    [`/en${latestPath}`, en, '/en'],
  ] as const)('show the newest on %s in the latest block, which leads to the list', async (path, words, prefix) => {
    const current = await open(path, { javaScriptEnabled: false });
    const block = current.locator(`[id="${latest.id}"]`);
    await expect(block.locator('li a').allTextContents()).resolves.toEqual(
      newest.slice(0, latest.count).map((post) => words(post.title)),
    );
    await block.getByRole('link', { name: words(latest.moreLabel) }).click();
    await current.waitForURL(`${built.server.url}${prefix}${boardPath}`);
  });

  it('write NewsArticle data on an English post page, and link the English feed, which the site serves as Atom', async () => {
    const post = newest[0]!;
    const current = await open(`/en${boardPath}/${post.slug}`, { javaScriptEnabled: false });
    const blocks = await current.locator('script[type="application/ld+json"]').allTextContents();
    const articles = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
    expect(articles.filter((data) => data['@type'] === 'NewsArticle')).toMatchObject([
      { headline: en(post.title), datePublished: post.date, inLanguage: 'en' },
    ]);
    const feed = current.locator('head link[rel="alternate"][type="application/atom+xml"]');
    const href = await feed.getAttribute('href');
    expect(href).toBe(`${manifest.site.baseUrl}/en${boardPath}/feed.xml`);
    const response = await current.request.get(`${built.server.url}${new URL(href!).pathname}`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="en">/,
    );
    expect(xml).toContain(`<title>${en(post.title)}</title>`);
  });

  it.each([390, 1280])(
    'have no axe violations at %i px: the list, a post with its picture and files, the latest block',
    async (width) => {
      const pictured = board.posts.find((post) => post.image)!;
      for (const [path, include] of [
        [boardPath, `[id="${board.id}"]`],
        [`${boardPath}/${pictured.slug}`, 'main article'],
        [`${boardPath}/${board.posts.find((post) => post.files)!.slug}`, 'main article'],
        [`/en${latestPath}`, `[id="${latest.id}"]`],
      ] as const) {
        const current = await open(path, { width });
        await pageSettled(current);
        expect(await axeViolations(current, { include }), path).toEqual([]);
      }
    },
  );
});
