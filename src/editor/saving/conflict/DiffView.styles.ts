import styled from 'styled-components';

export const DiffLines = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0.5rem;
  font-family: ui-monospace, monospace;
  font-size: 0.8125rem;
  white-space: pre-wrap;
  background: #f6f7f9;
  max-height: 50vh;
  overflow: auto;

  li[data-kind='removed'] {
    background: #fde2e0;
  }

  li[data-kind='added'] {
    background: #dff3e4;
  }

  span {
    display: inline-block;
    width: 1.5em;
  }
`;
