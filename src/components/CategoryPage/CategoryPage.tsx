import { useLocation } from 'react-router-dom';
import type { CategoryPage as CategoryPageNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { useHydrated } from '../../hooks/useHydrated';
import { Banner } from '../Banner/Banner';
import { Container } from '../common/layout';
import { activeSectionId } from './activeSection';
import * as S from './CategoryPage.styles';

/**
 * Banner, a row of sub-item tabs and the active sub-item's content.
 * The prerendered HTML holds every sub-item (readable without JavaScript, each
 * reachable by its #hash); once hydrated only the active one stays mounted, so
 * switching sub-items starts each one afresh (its instrument tab back at the first).
 */
export function CategoryPage({ node, renderNode }: NodeProps<CategoryPageNode>) {
  const { pathname, hash } = useLocation();
  const hydrated = useHydrated();
  const active = activeSectionId(node.sections.map((section) => section.id), hydrated ? hash : '');
  const shown = hydrated ? node.sections.filter((section) => section.id === active) : node.sections;

  return (
    <>
      <Banner banner={node.banner} />
      <S.SubNav aria-label={node.banner.title}>
        <S.SubNavList role="list">
          {node.sections.map((section) => (
            <li key={section.id}>
              <S.SubNavLink
                to={`${pathname}#${section.id}`}
                aria-current={section.id === active ? 'page' : undefined}
                preventScrollReset
              >
                {section.label}
              </S.SubNavLink>
            </li>
          ))}
        </S.SubNavList>
      </S.SubNav>
      <Container>
        {shown.map((section) => (
          <S.Panel key={section.id} id={section.id} data-active={section.id === active}>
            {renderNode(section)}
          </S.Panel>
        ))}
      </Container>
    </>
  );
}

