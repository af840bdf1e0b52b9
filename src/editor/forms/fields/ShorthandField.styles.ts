import styled from 'styled-components';

export const ShorthandBox = styled.fieldset`
  display: grid;
  gap: 0.5rem;
`;
