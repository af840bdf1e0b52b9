import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type { CategoryPage as CategoryPageNode } from '../../manifest/site.gen';
import { defineIsland } from '../../islands/defineIsland';
import type { NodeProps } from '../../render/nodes';
import { SectionsShown } from '../../render/SectionsShown';
import { sectionPage } from '../../manifest/pages/sitePages';
import { Banner } from '../Banner/Banner';
import { CategoryTabs } from './CategoryTabs';
import { SectionLink } from './SectionLink';

const CategoryTabsIsland = defineIsland('categoryTabs', CategoryTabs);

/**
 * Banner, a row of sub-item tabs and the sub-items: the page's own in full,
 * each other one as a link to its own page, fetched when its tab is chosen.
 */
export function CategoryPage({ node, renderNode }: NodeProps<CategoryPageNode>) {
  const path = useLocation().pathname;
  const { own = node.sections[0].id, every = false } = useContext(SectionsShown);
  const sections = node.sections.map(({ id, label }, index) =>
    every || id === own ? { id, label } : { id, label, page: sectionPage(path, node.sections, index) },
  );
  return (
    <>
      <Banner banner={node.banner} />
      <CategoryTabsIsland
        path={path}
        label={node.banner.title}
        initial={own === node.sections[0].id ? undefined : own}
        sections={sections}
        slots={node.sections.map((section, index) => {
          const { page } = sections[index]!;
          return page ? <SectionLink id={section.id} label={section.label} page={page} /> : renderNode(section);
        })}
      />
    </>
  );
}
