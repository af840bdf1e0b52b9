import styled from 'styled-components';

export const KindOptions = styled.fieldset`
  border: 1px solid #c9d1db;
  border-radius: 6px;
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;

  legend {
    padding: 0 0.25rem;
  }

  label {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
    padding: 0.375rem 0;
    cursor: pointer;
  }

  input {
    margin-top: 0.25rem;
  }

  strong,
  small {
    display: block;
  }

  small {
    color: #4a5563;
  }
`;
