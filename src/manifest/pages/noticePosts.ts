import { plainText, type LocalText } from '../language/localText';
import type { NoticePost, Route } from '../site.gen';

type RouteWithSections = { page: { sections: readonly object[] } };

/**
 * The notice posts of a route's page, in the order written: every section
 * holding `posts` (a notice board) gives each of them a page of its own at
 * the route's address + the post's slug (see sitePages.ts).
 */
export function routePosts<P = NoticePost>(route: RouteWithSections): P[] {
  return route.page.sections.flatMap((section) => ('posts' in section ? (section.posts as P[]) : []));
}

/** Newest first by date (`YYYY-MM-DD` sorts as text); posts of the same day keep the order they are written in. */
export function newestFirst<P extends { date: LocalText }>(posts: readonly P[]): P[] {
  const day = (post: P) => plainText(post.date);
  return [...posts].sort((a, b) => (day(a) < day(b) ? 1 : day(a) > day(b) ? -1 : 0));
}

/** The day a post last changed (`YYYY-MM-DD`): its `updated` day when it has a later one. */
export function lastChanged(post: { date: LocalText; updated?: LocalText }): string {
  const [date, updated] = [plainText(post.date), post.updated && plainText(post.updated)];
  return updated && updated > date ? updated : date;
}

/** The routes holding notice posts, with the posts newest first. */
export function noticeRoutes(routes: readonly Route[]): { route: Route; posts: NoticePost[] }[] {
  return routes.flatMap((route) => {
    const posts = routePosts(route);
    return posts.length > 0 ? [{ route, posts: newestFirst(posts) }] : [];
  });
}

/** The Atom feed of a route's notice board (`/news` → `/news/feed.xml`), before its language's prefix. */
export const feedPath = (routePath: string) => `${routePath === '/' ? '' : routePath}/feed.xml`;
