import { styled } from 'styled-components';

export { RuledList as Posts } from '../../components/common/layout';

/** One post: its title as the link, the date beside it on a wide screen and under it on a phone. */
export const Post = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => `${theme.space(2)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.up('sm')} {
    grid-template-columns: 1fr auto;
    column-gap: ${({ theme }) => theme.space(3)};
  }
  a {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.accentText};
    text-decoration: underline;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  p {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.text};
  }
`;
