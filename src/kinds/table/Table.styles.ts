import { styled } from 'styled-components';

/**
 * The table's own horizontal scroller. Column headings keep to one line and
 * every column is at least 8rem wide, so a table of many columns grows wider
 * than a phone and scrolls here instead of squeezing its words a letter a line.
 */
export const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  scrollbar-width: thin;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  caption {
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
    text-align: left;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  th,
  td {
    min-width: 8rem;
    padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    white-space: nowrap;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  td {
    color: ${({ theme }) => theme.colors.text};
  }
  tbody tr:nth-child(even) td {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/**
 * The caption's words stay at the box's left edge while the table scrolls
 * under them: the caption is as wide as the table, and its words stick within it.
 */
export const CaptionText = styled.span`
  position: sticky;
  left: ${({ theme }) => theme.space(2)};
  display: inline-block;
`;
