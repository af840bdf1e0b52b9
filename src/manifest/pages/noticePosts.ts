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
export function newestFirst<P extends { date: string }>(posts: readonly P[]): P[] {
  return [...posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The date a post last changed: its `updated` date when it has one. */
export const lastChanged = (post: Pick<NoticePost, 'date' | 'updated'>) =>
  post.updated && post.updated > post.date ? post.updated : post.date;

/** The routes holding notice posts, with the posts newest first. */
export function noticeRoutes(routes: readonly Route[]): { route: Route; posts: NoticePost[] }[] {
  return routes.flatMap((route) => {
    const posts = routePosts(route);
    return posts.length > 0 ? [{ route, posts: newestFirst(posts) }] : [];
  });
}

/** The Atom feed of a route's notice board (`/news` → `/news/feed.xml`), before its language's prefix. */
export const feedPath = (routePath: string) => `${routePath === '/' ? '' : routePath}/feed.xml`;
