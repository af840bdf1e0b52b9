import styled from 'styled-components';

export const ImageBox = styled.fieldset`
  display: grid;
  gap: 0.5rem;
`;

export const Row = styled.div`
  display: grid;
  gap: 0.25rem;
`;
