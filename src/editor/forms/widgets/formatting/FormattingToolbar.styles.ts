import styled from 'styled-components';

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin-bottom: 0.25rem;

  button {
    min-width: 2.25rem;
    min-height: 2rem;
    padding: 0 0.5rem;
    border: 1px solid #c9ced6;
    border-radius: 4px;
    background: #fff;
    color: #1f2a37;
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
  }

  button:hover {
    background: #eef2f7;
  }
`;

export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin-bottom: 0.5rem;
  padding: 0.5rem;
  border: 1px solid #c9ced6;
  border-radius: 4px;
  background: #f6f8fb;

  input {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;
