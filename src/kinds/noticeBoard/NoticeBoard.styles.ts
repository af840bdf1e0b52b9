import { styled } from 'styled-components';

export const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const Year = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space(5)};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.accentText};
    font-variant-numeric: tabular-nums;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;
