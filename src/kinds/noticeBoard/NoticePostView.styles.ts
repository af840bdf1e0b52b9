import { css, styled } from 'styled-components';
import { linkTarget } from '../../components/common/linkTarget';

/** A file to download or a related page: a link standing on its own, in the accent colour. */
const relatedLink = css`
  ${linkTarget}
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accentText};
`;

export const Article = styled.article`
  max-width: 820px;
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Dates = styled.p`
  margin: ${({ theme }) => `${theme.space(1)} 0 ${theme.space(4)}`};
  padding-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** The picture at the column's width, never wider than its own. */
export const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: 8px;
  }
`;

export const Files = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

export const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  a {
    ${relatedLink}
  }
`;

/** The way back to the list, its chevron drawn by borders: a mark, not words for a screen reader to read out. */
export const Back = styled.p`
  margin-top: ${({ theme }) => theme.space(5)};
  a {
    ${linkTarget}
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }
  a::before {
    content: '';
    width: 0.45em;
    height: 0.45em;
    margin: 0 0.5em 0 0.15em;
    border-left: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
  }
`;
