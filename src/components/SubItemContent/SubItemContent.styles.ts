import { styled } from 'styled-components';

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.primary};
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export const Body = styled.div`
  max-width: 820px;
  margin: 0 auto;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  p + p {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

export const Figure = styled.figure`
  max-width: 960px;
  margin: ${({ theme }) => theme.space(4)} auto 0;
  img {
    width: 100%;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
