// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { feedFiles } from '../../../src/document/noticeFeeds';
import { headTags } from '../../../src/document/headTags';
import type { NoticeBoard, SiteManifest } from '../../../src/manifest/site.gen';
import { sitemapXml } from '../../../src/siteBuild/seo-files';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { en, ko } from '../../helpers/manifestText';
import { sectionOfType } from '../../helpers/sectionOfType';

const ATOM = 'http://www.w3.org/2005/Atom';

function boardOf(manifest: SiteManifest): { board: NoticeBoard; routePath: string } {
  const { section, path } = sectionOfType(manifest, 'noticeBoard');
  return { board: section, routePath: path };
}

/** The feed parsed as XML, failing on anything a parser would refuse. */
function parsedFeed(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const child = (parent: Element, name: string) =>
  [...parent.children].filter((element) => element.namespaceURI === ATOM && element.localName === name);
const textOf = (parent: Element, name: string) => child(parent, name)[0]?.textContent;

// RFC 3339 date-time, as RFC 4287 §3.3 requires of atom:updated and atom:published.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('the notice board’s Atom feeds', () => {
  const manifest = richManifest();
  const { board, routePath } = boardOf(manifest);
  const base = manifest.site.baseUrl;
  const files = feedFiles(manifest);

  it('are one per language, at the board’s address + /feed.xml under the language’s prefix', () => {
    expect([...files.keys()]).toEqual([`${routePath}/feed.xml`, `/en${routePath}/feed.xml`]);
  });

  it('are Atom documents with the elements RFC 4287 requires of a feed and of each entry', () => {
    for (const [path, xml] of files) {
      const feed = parsedFeed(xml).documentElement;
      expect(feed.namespaceURI).toBe(ATOM);
      expect(feed.localName).toBe('feed');
      // §4.1.1: exactly one id, title and updated; an author, as the entries have none; a self link is advised.
      for (const name of ['id', 'title', 'updated', 'author'])
        expect(child(feed, name), `${path} ${name}`).toHaveLength(1);
      expect(textOf(feed, 'updated')).toMatch(DATE_TIME);
      expect(textOf(child(feed, 'author')[0]!, 'name')).toBeTruthy();
      const links = child(feed, 'link').map((link) => [link.getAttribute('rel'), link.getAttribute('href')]);
      expect(links).toContainEqual(['self', `${base}${path}`]);
      const entries = child(feed, 'entry');
      expect(entries).toHaveLength(board.posts.length);
      for (const entry of entries) {
        // §4.1.2: exactly one id, title and updated, and an alternate link as the entry has no content src.
        for (const name of ['id', 'title', 'updated']) expect(child(entry, name)).toHaveLength(1);
        expect(textOf(entry, 'updated')).toMatch(DATE_TIME);
        expect(textOf(entry, 'published')).toMatch(DATE_TIME);
        const alternate = child(entry, 'link').find((link) => link.getAttribute('rel') === 'alternate')!;
        expect(alternate.getAttribute('href')).toBe(textOf(entry, 'id'));
        expect(child(entry, 'content')[0]!.getAttribute('type')).toBe('text');
      }
    }
  });

  it('list the posts newest first, in the feed’s language, the feed updated when its newest post was', () => {
    const newest = [...board.posts].sort((a, b) => (a.date < b.date ? 1 : -1));
    for (const [path, language, words] of [
      [`${routePath}/feed.xml`, 'ko', ko],
      [`/en${routePath}/feed.xml`, 'en', en],
    ] as const) {
      const feed = parsedFeed(files.get(path)!).documentElement;
      expect(feed.getAttribute('xml:lang')).toBe(language);
      const entries = child(feed, 'entry');
      expect(entries.map((entry) => textOf(entry, 'title'))).toEqual(newest.map((post) => words(post.title)));
      const prefix = language === 'ko' ? '' : '/en';
      expect(entries.map((entry) => textOf(entry, 'id'))).toEqual(
        newest.map((post) => `${base}${prefix}${routePath}/${post.slug}`),
      );
      const changed = board.posts.map((post) => post.updated ?? post.date).sort();
      expect(textOf(feed, 'updated')).toBe(`${changed.at(-1)}T00:00:00Z`);
    }
  });

  it('give an updated post its updated date and its first date as published', () => {
    const post = board.posts.find((candidate) => candidate.updated)!;
    const feed = parsedFeed(files.get(`${routePath}/feed.xml`)!).documentElement;
    const entry = child(feed, 'entry').find((candidate) => textOf(candidate, 'title') === ko(post.title))!;
    expect(textOf(entry, 'updated')).toBe(`${post.updated}T00:00:00Z`);
    expect(textOf(entry, 'published')).toBe(`${post.date}T00:00:00Z`);
  });

  it('keep markup typed into a post as text', () => {
    const changed = richManifest();
    boardOf(changed).board.posts[0]!.title = { ko: '<b>휴무</b> & 접수', en: 'Closed & <i>open</i>' };
    const feed = parsedFeed(feedFiles(changed).get(`${routePath}/feed.xml`)!).documentElement;
    const titles = child(feed, 'entry').map((entry) => textOf(entry, 'title'));
    expect(titles).toContain('<b>휴무</b> & 접수');
    expect(feed.getElementsByTagName('b')).toHaveLength(0);
  });

  it('are linked from the head of every page of their language, and only theirs', () => {
    const [korean, english] = manifest.languages!;
    for (const [language, path] of [
      [korean!, `${routePath}/feed.xml`],
      [english!, `/en${routePath}/feed.xml`],
    ] as const) {
      const head = headTags(manifest, { title: 't', description: 'd', path: '/help', language, alternates: [] });
      const links = [
        ...head.matchAll(/<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="([^"]+)">/g),
      ];
      expect(links.map(([, href]) => href)).toEqual([`${base}${path}`]);
    }
  });
});

describe('the sitemap of a site with notices', () => {
  const manifest = richManifest();
  const { board, routePath } = boardOf(manifest);
  const sitemap = sitemapXml(manifest);
  const lastmodOf = (path: string) =>
    new RegExp(`<loc>${manifest.site.baseUrl}${path}</loc>(?:\\s*<lastmod>([^<]+)</lastmod>)?`).exec(sitemap)?.[1];

  it('lists every post’s page in every language with the day it last changed', () => {
    for (const post of board.posts)
      for (const prefix of ['', '/en'])
        expect(lastmodOf(`${prefix}${routePath}/${post.slug}`), post.slug).toBe(post.updated ?? post.date);
  });

  it('gives the board’s page its newest post’s day, and other pages no lastmod', () => {
    const newest = board.posts
      .map((post) => post.updated ?? post.date)
      .sort()
      .at(-1);
    expect(lastmodOf(routePath)).toBe(newest);
    expect(lastmodOf('/en' + routePath)).toBe(newest);
    expect(lastmodOf('/help')).toBeUndefined();
  });
});
