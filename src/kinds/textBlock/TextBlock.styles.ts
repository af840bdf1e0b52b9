import { styled } from 'styled-components';
import { linkTarget } from '../../components/common/linkTarget';

export const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  counter-reset: step;
  max-width: 820px;
  li {
    counter-increment: step;
    position: relative;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} 64px`};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: 8px;
  }
  li::before {
    content: counter(step, decimal-leading-zero);
    position: absolute;
    left: ${({ theme }) => theme.space(2)};
    top: ${({ theme }) => theme.space(2)};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accentText};
    font-variant-numeric: tabular-nums;
  }
`;

export const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  a {
    ${linkTarget} font-weight: 600;
  }
`;
