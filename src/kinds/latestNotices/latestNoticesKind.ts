import { newestFirst, routePosts } from '../../manifest/pages/noticePosts';
import { sectionPagePath } from '../../manifest/pages/sitePages';
import type { NoticePost } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import type { Kind } from '../Kind';
import { postEntry } from '../noticeBoard/postEntries';
import { LatestNotices, type LatestNoticesProps } from './LatestNotices';

export const latestNoticesKind: Kind<'latestNotices', LatestNoticesProps> = {
  // The newest posts of every notice board on the site; the link to the list goes to the first board's page.
  resolve: (node, site) => {
    const boards = site.manifest.routes.filter((route) => routePosts(route).length > 0);
    const posts = boards.flatMap((route) =>
      routePosts<Localized<NoticePost>>(route).map((post) => ({ post, path: sectionPagePath(route.path, post.slug) })),
    );
    const latest = newestFirst(posts.map((entry) => ({ ...entry, date: entry.post.date }))).slice(0, node.count);
    return {
      node,
      posts: latest.map(({ post, path }) => postEntry(post, site.href(path), site.language)),
      ...(boards[0] ? { listHref: site.href(boards[0].path) } : {}),
    };
  },
  Component: LatestNotices,
};
