import { plainText } from '../../manifest/language/localText';
import { newestFirst } from '../../manifest/pages/noticePosts';
import { sectionPagePath } from '../../manifest/pages/sitePages';
import { downloadLinks } from '../files/downloadLinks';
import type { Kind } from '../Kind';
import { NoticeBoard, type NoticeBoardProps } from './NoticeBoard';
import { newsArticleData } from './newsArticleData';
import { shownDate } from './shownDate';
import { postEntry } from './postEntries';

export const noticeBoardKind: Kind<'noticeBoard', NoticeBoardProps> = {
  // On a post's own page (sitePages.ts) the board draws that post; on the route's page, every post by year.
  resolve: (node, site) => {
    const pageOf = (slug: string) => sectionPagePath(site.path, slug);
    const post = node.posts.find(({ slug }) => slug === site.shown.post);
    if (!post) {
      const entries = newestFirst(node.posts).map((entry) => postEntry(entry, pageOf(entry.slug), site.language));
      const years = [...new Set(entries.map(({ date }) => date.iso.slice(0, 4)))];
      return {
        node,
        years: years.map((year) => {
          const posts = entries.filter(({ date }) => date.iso.startsWith(year));
          // The year is its newest post's: in the editor's preview, pointing at it opens that date.
          return { year, posts, ...(posts[0]!.date.place ? { place: posts[0]!.date.place } : {}) };
        }),
      };
    }
    const structuredData = newsArticleData(post, {
      path: pageOf(post.slug),
      baseUrl: site.manifest.site.baseUrl,
      language: site.language.code,
      publisher: plainText(site.manifest.site.name),
    });
    return {
      node,
      years: [],
      shown: {
        post,
        date: shownDate(post.date, site.language),
        listHref: site.path,
        downloads: downloadLinks(post.files ?? [], site.language.code),
        linkHrefs: (post.links ?? []).map((link) => site.href(link.href)),
        structuredData,
      },
    };
  },
  Component: NoticeBoard,
};
