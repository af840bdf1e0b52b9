import styled from 'styled-components';

export const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  padding: 0.5rem 0.75rem;
  background: #0b2545;
  color: #fff;

  h1 {
    font-size: 1.125rem;
    margin: 0 1rem 0 0;
  }

  small {
    font-weight: normal;
    color: #d6e2f0;
  }
`;

export const StatusText = styled.span<{ $error: boolean }>`
  color: #fff;
  ${({ $error }) => ($error ? 'background: #9b1c1c; padding: 0.125rem 0.5rem; border-radius: 4px; font-weight: bold;' : '')}
`;
