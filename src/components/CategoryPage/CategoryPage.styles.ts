import { styled } from 'styled-components';

export const SubNav = styled.nav`
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const SubNavList = styled.ul`
  display: flex;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  scrollbar-width: thin;
  ${({ theme }) => theme.up('md')} { justify-content: center; }
  li { flex-shrink: 0; }
`;

export const SubNavLink = styled.a`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-weight: 600;
  border-bottom: 3px solid transparent;
  white-space: nowrap;
  &:hover { color: ${({ theme }) => theme.colors.primary}; }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
  ${({ theme }) => theme.up('md')} { padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`}; }
`;

export const Panel = styled.div`
  padding: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(10)}`};
  scroll-margin-top: ${({ theme }) => theme.headerHeight};
  /* Before hydration the prerendered page holds every sub-item; with JavaScript
     on, show only the server's active one so nothing flashes. */
  html.js &[data-active='false'] { display: none; }
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

export const SectionPageLink = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
`;
