import { styled } from 'styled-components';

export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(2)};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: 4px;
  &:focus {
    top: ${({ theme }) => theme.space(1)};
  }
`;

export const Main = styled.main<{ $overHero: boolean }>`
  display: block;
  flex: 1 0 auto;
  outline: none;
  padding-top: ${({ $overHero, theme }) => ($overHero ? '0' : theme.headerHeight)};
  min-height: 60vh;
`;
