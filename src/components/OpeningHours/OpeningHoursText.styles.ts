import { styled } from 'styled-components';

export const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;
`;

export const Note = styled.div`
  margin-top: ${({ theme }) => theme.space(0.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.85;
  white-space: pre-line;
`;

export const Range = styled.span`
  white-space: nowrap;
`;
