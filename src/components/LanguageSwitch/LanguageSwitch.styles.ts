import { styled } from 'styled-components';

export const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  flex-shrink: 0;
`;

/** Small enough for the header's row beside the logo on a 390 px phone, and a target of at least 24 × 24 px (WCAG 2.5.8). */
export const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  min-width: 32px;
  padding: 0 10px;
  border: 1px solid currentColor;
  border-radius: 16px;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;
