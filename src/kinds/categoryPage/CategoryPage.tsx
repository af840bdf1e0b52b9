import type { CategoryPage as CategoryPageNode } from '../../manifest/site.gen';
import type { LocalText } from '../../manifest/language/localText';
import { plainText } from '../../manifest/language/localText';
import { defineIsland } from '../../islands/defineIsland';
import type { Localized } from '../../render/localize';
import type { ContainerProps } from '../../render/nodes';
import { Banner } from '../../components/Banner/Banner';
import { CategoryTabs, type CategorySectionTab } from './CategoryTabs';
import { SectionLink } from './SectionLink';

const CategoryTabsIsland = defineIsland('categoryTabs', CategoryTabs);

export interface CategoryPageProps {
  node: Localized<CategoryPageNode>;
  /** The route's address in the page's language, which each sub-item's link keeps. */
  path: string;
  /** The section this page holds in full when it is a tab's own page; the first when unset. */
  initial?: string;
  /** Each of `node.sections` as its tab, in the same order; `page` set where this page holds only a link to it. */
  sections: readonly CategorySectionTab[];
  /** labels.sectionPageLink */
  sectionPageLink: LocalText;
}

/**
 * Banner, a row of sub-item tabs and the sub-items: the page's own in full,
 * each other one as a link to its own page, fetched when its tab is chosen.
 */
export function CategoryPage({
  node,
  path,
  initial,
  sections,
  sectionPageLink,
  renderNode,
}: CategoryPageProps & ContainerProps) {
  return (
    <>
      <Banner banner={node.banner} />
      <CategoryTabsIsland
        path={path}
        label={plainText(node.banner.title)}
        initial={initial}
        sections={sections}
        slots={node.sections.map((section, index) => {
          const { page } = sections[index]!;
          return page ? (
            <SectionLink id={section.id} label={section.label} page={page} linkText={sectionPageLink} />
          ) : (
            renderNode(section)
          );
        })}
      />
    </>
  );
}
