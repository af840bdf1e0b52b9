import { styled } from 'styled-components';
import { linkTarget } from '../common/linkTarget';

export const List = styled.dl<{ $tone: 'light' | 'dark' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  font-variant-numeric: tabular-nums;
  color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.colors.onPrimary : theme.colors.text)};
  dt {
    color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.colors.onDarkMuted : theme.colors.textMuted)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
  }
  a {
    ${linkTarget}
  }
`;

export const Row = styled.div`
  display: grid;
  gap: 2px;
  ${({ theme }) => theme.up('sm')} {
    grid-template-columns: 128px 1fr;
    gap: ${({ theme }) => theme.space(2)};
    dt {
      padding-top: 2px;
    }
  }
`;
