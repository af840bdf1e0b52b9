import { styled } from 'styled-components';
import { linkTarget } from '../common/linkTarget';

export const Card = styled.div`
  max-width: 760px;
`;

export const Body = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  p + p {
    margin-top: ${({ theme }) => theme.space(1.5)};
  }
`;

export const Reference = styled.dl`
  display: inline-grid;
  gap: ${({ theme }) => theme.space(0.5)};
  margin: ${({ theme }) => `${theme.space(4)} 0`};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: 0 8px 8px 0;
  background: ${({ theme }) => theme.colors.surface};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: 700;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const BackLink = styled.a`
  ${linkTarget}
  /* On a line of its own, below the number. */
  display: flex;
  width: fit-content;
  font-weight: 600;
`;
