import { styled } from 'styled-components';

/** One card a row on phones, two on tablets, three from laptops up; each row's cards as tall as its tallest. */
export const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Card = styled.li<{ $linked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.card};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  transition: border-color 0.15s ease;
  img {
    width: 100%;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${({ $linked, theme }) => $linked && `&:hover { border-color: ${theme.colors.accentText}; }`}
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
`;

export const Badge = styled.p`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space(0.25)} ${theme.space(1)}`};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/**
 * The card's title; a link in it covers the whole card with its ::after box,
 * which also draws the focus ring, inside the card's edge (the card clips what
 * lies outside it, for its picture's rounded corners).
 */
export const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.45;
  color: ${({ theme }) => theme.colors.primary};
  a {
    color: inherit;
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: 10px;
  }
`;

export const Arrow = styled.span`
  margin-left: 0.35em;
  color: ${({ theme }) => theme.colors.accentText};
`;

/** A link written in the text (formatted text) stays above the card's stretched link, so it can be followed itself. */
export const Text = styled.div`
  color: ${({ theme }) => theme.colors.text};
  a {
    position: relative;
    z-index: 1;
  }
`;

/** Prices and numbers in tabular figures (DESIGN.md), at the card's foot. */
export const Price = styled.p`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  font-variant-numeric: tabular-nums;
`;
