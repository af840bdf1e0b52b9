import styled from 'styled-components';

export const ErrorList = styled.ul`
  margin: 0.25rem 0 0;
  padding: 0;
  list-style: none;
  color: #b3261e;
  font-size: 0.875rem;

  li::before {
    content: '⚠ ';
  }
`;
