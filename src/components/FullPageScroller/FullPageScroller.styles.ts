import { styled } from 'styled-components';

export const Track = styled.div``;

export const Screen = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  & > * { flex: 1; }
`;
