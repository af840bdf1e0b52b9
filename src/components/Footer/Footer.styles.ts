import { styled } from 'styled-components';

export const FooterBox = styled.footer`
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #b9c2cc;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a { color: #dfe6ec; }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(3)}`};
`;

export const Name = styled.p`
  color: #ffffff;
  font-weight: 700;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

export const Details = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
`;

export const Links = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export const Copyright = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  color: #9aa5b1;
`;
