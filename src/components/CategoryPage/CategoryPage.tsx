import { useLocation } from 'react-router-dom';
import type { CategoryPage as CategoryPageNode } from '../../manifest/site.gen';
import { defineIsland } from '../../islands/defineIsland';
import type { NodeProps } from '../../render/nodes';
import { Banner } from '../Banner/Banner';
import { CategoryTabs } from './CategoryTabs';

const CategoryTabsIsland = defineIsland('categoryTabs', CategoryTabs);

/** Banner, a row of sub-item tabs and the active sub-item's content. */
export function CategoryPage({ node, renderNode }: NodeProps<CategoryPageNode>) {
  return (
    <>
      <Banner banner={node.banner} />
      <CategoryTabsIsland
        path={useLocation().pathname}
        label={node.banner.title}
        sections={node.sections.map(({ id, label }) => ({ id, label }))}
        slots={node.sections.map(renderNode)}
      />
    </>
  );
}
