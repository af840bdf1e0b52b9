import { sectionPage } from '../../manifest/pages/sitePages';
import type { Kind } from '../Kind';
import { needed } from '../needed';
import { CategoryPage, type CategoryPageProps } from './CategoryPage';

export const categoryPageKind: Kind<'categoryPage', CategoryPageProps> = {
  resolve: (node, site) => {
    const first = node.sections[0]!.id;
    const { own = first, every = false } = site.shown;
    return {
      node,
      path: site.path,
      ...(own === first ? {} : { initial: own }),
      sections: node.sections.map(({ id, label }, index) =>
        every || id === own ? { id, label } : { id, label, page: sectionPage(site.path, node.sections, index) },
      ),
      sectionPageLink: needed(site.manifest.labels.sectionPageLink, 'labels.sectionPageLink'),
    };
  },
  Component: CategoryPage,
};
