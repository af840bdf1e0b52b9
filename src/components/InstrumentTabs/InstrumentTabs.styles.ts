import { styled } from 'styled-components';
import { scrollRow } from '../common/scrollRow';

export const Wrapper = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;

export const TabList = styled.div`
  ${({ theme }) => scrollRow(theme.colors.background)}
  gap: ${({ theme }) => theme.space(1)};
  padding: 4px 4px ${({ theme }) => theme.space(1)};
  margin: 0 -4px;
`;

export const Tab = styled.button`
  flex-shrink: 0;
  /* A label longer than a phone is wide wraps inside its tab rather than leave the tab never wholly in view. */
  max-width: 90%;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2.5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space(5)};
  outline: none;
  html.js &[data-selected='false'] {
    display: none;
  }
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin-top: ${({ theme }) => theme.space(5)};
  }
`;
