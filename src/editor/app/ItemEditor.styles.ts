import styled from 'styled-components';

export const ItemHeader = styled.div`
  display: flex;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;

  h2 {
    margin: 0.5rem 0;
    font-size: 1.25rem;
  }

  p {
    margin: 0 0 0.5rem;
    color: #4a5563;
  }
`;
