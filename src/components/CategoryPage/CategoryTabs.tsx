import { type Slots } from '../../islands/defineIsland';
import { slotContent } from '../../islands/keepServerHtml';
import { usePageLocation } from '../../islands/navigation';
import { Container } from '../common/layout';
import { activeSectionId } from './activeSection';
import * as S from './CategoryPage.styles';

export interface CategoryTabsProps extends Slots {
  /** The page's path, which each sub-item's link keeps. */
  path: string;
  /** The row's accessible name (the banner's title). */
  label: string;
  /** Each sub-item's id and label; `slots` hold their content, in the same order. */
  sections: readonly { id: string; label: string }[];
}

/**
 * The row of sub-item links and the sub-items, an island whose sub-items stay
 * prerendered HTML. The page holds every sub-item (readable without
 * JavaScript, each reachable by its #hash); the URL's hash shows one.
 */
export function CategoryTabs({ path, label, sections, slots }: CategoryTabsProps) {
  const { hash } = usePageLocation();
  const active = activeSectionId(sections.map((section) => section.id), hash);
  return (
    <>
      <S.SubNav aria-label={label}>
        <S.SubNavList role="list">
          {sections.map((section) => (
            <li key={section.id}>
              <S.SubNavLink href={`${path}#${section.id}`} aria-current={section.id === active ? 'page' : undefined}>
                {section.label}
              </S.SubNavLink>
            </li>
          ))}
        </S.SubNavList>
      </S.SubNav>
      <Container>
        {sections.map((section, index) => (
          <S.Panel key={section.id} id={section.id} data-active={section.id === active} {...slotContent(slots?.[index])} />
        ))}
      </Container>
    </>
  );
}
