import { routePosts } from '../../manifest/pages/noticePosts';
import type { Kind } from '../Kind';
import { StackedPage, type StackedPageProps } from './StackedPage';

export const stackedPageKind: Kind<'stackedPage', StackedPageProps> = {
  // A notice post's own page shows the banner and the board holding the post, which draws that post alone.
  resolve: (node, site) => {
    const { post } = site.shown;
    if (post === undefined) return { node };
    const holdsPost = (section: object) =>
      routePosts<{ slug: string }>({ page: { sections: [section] } }).some(({ slug }) => slug === post);
    return { node: { ...node, sections: node.sections.filter(holdsPost) } };
  },
  Component: StackedPage,
};
