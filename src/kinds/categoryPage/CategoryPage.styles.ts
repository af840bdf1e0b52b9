import { css, styled } from 'styled-components';
import { hashTargetAttribute } from '../../document/hashTargetScript';
import { hydratedAttribute, islandAttribute } from '../../islands/islandMarkup';
import { Container } from '../../components/common/layout';
import { scrollRow } from '../../components/common/scrollRow';

/**
 * Before the category tabs' island has hydrated, the section the URL's #hash
 * names shows, by CSS alone, from the first frame: the head's script
 * (hashTargetScript.ts) puts the hash on <html> as `data-target` before the
 * body is parsed, and these rules, one per section id (known when the page is
 * rendered), show that section and mark its tab. Without them a link to a
 * later section showed the page's own first section until hydration. Once
 * hydrated, CategoryTabs decides. (`:target` is set only once the whole
 * document is parsed, after the first frames.)
 */
const beforeHydration = (id: string) =>
  `html.js[${hashTargetAttribute}='${id}'] [${islandAttribute}='categoryTabs']:not([${hydratedAttribute}])`;

/** The ids the rules are written for: section ids as the schema allows them (`Hash`), which need no escaping in CSS. */
const cssSafeIds = (ids: readonly string[]) => ids.filter((id) => /^[a-z][a-z0-9-]*$/.test(id));

const currentTab = css`
  color: ${({ theme }) => theme.colors.primary};
  border-bottom-color: ${({ theme }) => theme.colors.accent};
`;

export const SubNav = styled.nav`
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** `$ids`: the sections' ids, whose tabs the rules before hydration mark (see beforeHydration). */
export const SubNavList = styled.ul<{ $ids: readonly string[] }>`
  ${({ theme }) => scrollRow(theme.colors.background)}
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(1)};
  /* A label longer than a phone is wide wraps inside its tab rather than leave the tab never wholly in view. */
  li {
    flex-shrink: 0;
    max-width: 90%;
  }
  ${({ $ids, theme }) =>
    cssSafeIds($ids).map(
      (id) => css`
        ${beforeHydration(id)} & > li > a[aria-current] {
          color: ${theme.colors.textMuted};
          border-bottom-color: transparent;
        }
        ${beforeHydration(id)} & > li > a[href$='#${id}'] {
          ${currentTab}
        }
      `,
    )}
`;

export const SubNavLink = styled.a`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-weight: 600;
  border-bottom: 3px solid transparent;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    ${currentTab}
  }
  ${({ theme }) => theme.up('md')} {
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  }
`;

export const Panel = styled.div`
  padding: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(10)}`};
  scroll-margin-top: ${({ theme }) => theme.headerHeight};
  /* Before hydration the prerendered page holds every sub-item; with JavaScript
     on, show only the server's active one so nothing flashes. */
  html.js &[data-active='false'] {
    display: none;
  }
  /* The page opens at its top, at the banner and the tabs, whatever the hash,
     as it does once hydrated: the browser's jump to the target stops at 0. */
  html.js & {
    scroll-margin-top: 100vh;
  }
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  /* With JavaScript one panel shows at a time: a line above it, left from a hidden one before it, divides nothing. */
  html.js & + & {
    border-top: 0;
  }
`;

/** The sub-items' panels; `$ids`, the sections' ids, for the rules before hydration (see beforeHydration). */
export const Panels = styled(Container)<{ $ids: readonly string[] }>`
  ${({ $ids }) =>
    cssSafeIds($ids).map(
      (id) => css`
        ${beforeHydration(id)} & > ${Panel} {
          display: none;
        }
        ${beforeHydration(id)} & > ${Panel}[id='${id}'] {
          display: block;
        }
      `,
    )}
`;

export const SectionPageLink = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
