import { pathInLanguage } from '../manifest/language/languagePaths';
import { plainTextIn } from '../manifest/language/plainTextIn';
import { siteLanguages } from '../manifest/language/siteLanguages';
import { feedPath, lastChanged, noticeRoutes } from '../manifest/pages/noticePosts';
import { sectionPagePath } from '../manifest/pages/sitePages';
import type { Language, SiteManifest } from '../manifest/site.gen';
import { absoluteUrl } from './absoluteUrl';
import { escapeMarkup } from './escapeMarkup';

/** One notice board's feed in one language, with what it holds in that language's words. */
export interface NoticeFeed {
  /** The feed's address with its language's prefix (`/en/news/feed.xml`). */
  path: string;
  language: Language;
  /** The board's page title in the language. */
  title: string;
  /** The board's page (`/en/news`). */
  pagePath: string;
  entries: { path: string; title: string; summary?: string; body: string[]; published: string; updated: string }[];
}

/** A feed per notice board and language (each board's route, newest post first): the build writes them, every page's head links them. */
export function noticeFeeds(manifest: SiteManifest, language: Language): NoticeFeed[] {
  const languages = siteLanguages(manifest);
  const words = plainTextIn(manifest, language.code);
  const at = (path: string) => pathInLanguage(path, language, languages);
  return noticeRoutes(manifest.routes).map(({ route, posts }) => ({
    path: at(feedPath(route.path)),
    language,
    // The board's page title, as its <title> shows it (the lab's already name the site).
    title: words(route.title),
    pagePath: at(route.path),
    entries: posts.map((post) => ({
      path: at(sectionPagePath(route.path, post.slug)),
      title: words(post.title),
      ...(post.summary ? { summary: words(post.summary) } : {}),
      body: post.body.map(words),
      published: post.date,
      updated: lastChanged(post),
    })),
  }));
}

/** `<link rel="alternate">` to each feed of the page's language, for feed readers and browsers to find. */
export function feedLinkTags(manifest: SiteManifest, language: Language): string[] {
  return noticeFeeds(manifest, language).map(
    (feed) =>
      `<link rel="alternate" type="application/atom+xml" title="${escapeMarkup(feed.title)}" href="${escapeMarkup(absoluteUrl(manifest.site.baseUrl, feed.path))}">`,
  );
}

// RFC 4287 dates are RFC 3339 date-times; a post has a day only, taken as its start in UTC.
const dateTime = (day: string) => `${day}T00:00:00Z`;

/**
 * The feed as an Atom document (RFC 4287): the feed's id, title, updated,
 * author and links, and per post its id (the page's URL, which never changes
 * while the slug does not), title, updated, published, link and text.
 */
export function atomXml(feed: NoticeFeed, baseUrl: string, publisher: string): string {
  const url = (path: string) => escapeMarkup(absoluteUrl(baseUrl, path));
  const updated = feed.entries.map((entry) => entry.updated).reduce((a, b) => (a > b ? a : b), '');
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <id>${url(entry.path)}</id>
    <title>${escapeMarkup(entry.title)}</title>
    <updated>${dateTime(entry.updated)}</updated>
    <published>${dateTime(entry.published)}</published>
    <link rel="alternate" type="text/html" href="${url(entry.path)}"/>${entry.summary ? `\n    <summary>${escapeMarkup(entry.summary)}</summary>` : ''}
    <content type="text">${escapeMarkup(entry.body.join('\n\n'))}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeMarkup(feed.language.code)}">
  <id>${url(feed.pagePath)}</id>
  <title>${escapeMarkup(feed.title)}</title>
  <updated>${dateTime(updated)}</updated>
  <author><name>${escapeMarkup(publisher)}</name></author>
  <link rel="self" type="application/atom+xml" href="${url(feed.path)}"/>
  <link rel="alternate" type="text/html" href="${url(feed.pagePath)}"/>
${entries.join('\n')}
</feed>
`;
}

/** Every feed file of the site by its path (`/news/feed.xml`, `/en/news/feed.xml`). */
export function feedFiles(manifest: SiteManifest): Map<string, string> {
  return new Map(
    siteLanguages(manifest).flatMap((language) => {
      const publisher = plainTextIn(manifest, language.code)(manifest.site.name);
      return noticeFeeds(manifest, language).map((feed) => [
        feed.path,
        atomXml(feed, manifest.site.baseUrl, publisher),
      ]);
    }),
  );
}
