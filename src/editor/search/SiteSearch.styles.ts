import styled from 'styled-components';

export const SearchBox = styled.div`
  display: grid;
  gap: 0.375rem;
  padding-bottom: 0.5rem;
  border-bottom: 1px solid #d5d9e0;

  label {
    display: grid;
    gap: 0.125rem;
    font-weight: 600;
  }

  input {
    width: 100%;
    font-weight: 400;
  }

  mark {
    background: #ffe58a;
    color: inherit;
  }
`;

export const ReplaceRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.25rem;
  align-items: end;
`;

export const ResultButton = styled.button`
  display: grid;
  gap: 0.125rem;
  width: 100%;
  box-sizing: border-box;
  white-space: normal;
  overflow-wrap: anywhere;
  text-align: left;
  padding: 0.3rem 0.5rem;
  border: 0;
  border-radius: 4px;
  background: transparent;
  font-weight: 400;

  small {
    color: #4a5563;
  }

  &:hover {
    background: #e6e9ee;
  }
`;

export const ChangeTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.375rem 0.5rem;
    border-bottom: 1px solid #d5d9e0;
    overflow-wrap: anywhere;
  }

  tbody th {
    font-weight: 600;
  }

  mark {
    background: #ffe58a;
    color: inherit;
  }
`;
