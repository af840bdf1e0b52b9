import { styled } from 'styled-components';

export const Wrapper = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;

export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  padding: 4px 4px ${({ theme }) => theme.space(1)};
  margin: 0 -4px;
  scrollbar-width: thin;
  /* Centered when it fits; scrolls from the start when it does not. */
  & > :first-child { margin-left: auto; }
  & > :last-child { margin-right: auto; }
`;

export const Tab = styled.button`
  flex-shrink: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 0.15s ease, color 0.15s ease;
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space(5)};
  outline: none;
  html.js &[data-selected='false'] { display: none; }
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; margin-top: ${({ theme }) => theme.space(5)}; }
`;
