import { styled } from 'styled-components';

/** One column on phones, two from `sm`, three from `md` (the widths gallerySizes.ts tells the browser). */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/**
 * A photo at the column's width, its height from its own proportions: the
 * browser reserves that box from the width and height attributes before a
 * byte of the file arrives, so nothing below it moves.
 */
export const Figure = styled.figure`
  margin: 0;
  picture,
  img {
    display: block;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surface};
  }
  a {
    display: block;
    border-radius: 4px;
  }
  a:hover img {
    opacity: 0.92;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
