import { styled } from 'styled-components';
import { linkTarget } from '../common/linkTarget';

export const FooterBox = styled.footer`
  background: ${({ theme }) => theme.colors.primaryDark};
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.onDarkLink};
    ${linkTarget}
  }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(3)}`};
`;

export const Name = styled.p`
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: 700;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

/** One detail per line on a phone; on wider screens they run on in rows, each kept whole. */
export const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  ${({ theme }) => theme.up('sm')} {
    display: flex;
    flex-wrap: wrap;
    /* A detail holding a link is taller (its target size); the texts still share one baseline. */
    align-items: baseline;
    gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(3)}`};
  }
`;

/**
 * A term and its value: the term fainter, the value brighter, a clear gap
 * between them wider than the space between words of either.
 */
export const Detail = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)};
  dt {
    flex: none;
    color: ${({ theme }) => theme.colors.onDarkFaint};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.onDarkBody};
    overflow-wrap: anywhere;
  }
`;

export const Links = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export const Copyright = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.onDarkFaint};
`;
