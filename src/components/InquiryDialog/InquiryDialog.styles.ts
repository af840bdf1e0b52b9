import { styled } from 'styled-components';

export const Dialog = styled.dialog`
  width: 100%;
  max-width: 600px;
  max-height: calc(100% - 32px);
  padding: 0;
  border: 0;
  border-radius: 10px;
  box-shadow: 0 24px 64px rgba(10, 26, 48, 0.35);
  color: ${({ theme }) => theme.colors.text};
  &::backdrop { background: rgba(10, 26, 48, 0.6); }
  ${({ theme }) => theme.down('sm')} { max-width: calc(100% - 24px); }
`;

export const Content = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.up('sm')} { padding: ${({ theme }) => theme.space(4)}; }
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;
