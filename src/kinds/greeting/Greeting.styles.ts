import { styled } from 'styled-components';

export const Layout = styled.div<{ $withImage: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? '3fr 2fr' : '1fr')};
  }
`;

export const Heading = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  line-height: 1.45;
  color: ${({ theme }) => theme.colors.primary};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export const Signature = styled.p`
  margin-top: ${({ theme }) => theme.space(4)} !important;
  font-weight: 700;
  text-align: right;
`;
