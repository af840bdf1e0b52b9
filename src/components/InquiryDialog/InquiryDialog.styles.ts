import { keyframes, styled } from 'styled-components';

const rise = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** About 600 px wide, nearly the full width on phones; the browser centres a modal dialog. */
export const Dialog = styled.dialog`
  width: 100%;
  max-width: 600px;
  max-height: calc(100% - 32px);
  padding: 0;
  border: 0;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 24px 64px rgba(10, 26, 48, 0.35);
  overscroll-behavior: contain;
  &[open] { animation: ${rise} 0.2s ease-out; }
  &::backdrop { background: rgba(10, 26, 48, 0.6); animation: ${fade} 0.2s ease-out; }
  ${({ theme }) => theme.down('sm')} { max-width: calc(100% - 24px); }
`;

export const Content = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.up('sm')} { padding: ${({ theme }) => theme.space(4)}; }
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.primary};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;
