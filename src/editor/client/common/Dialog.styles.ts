import styled from 'styled-components';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgb(0 0 0 / 40%);
  display: grid;
  place-items: center;
  z-index: 10;
`;

export const Panel = styled.div`
  background: #fff;
  color: #1b1f24;
  border-radius: 8px;
  padding: 1rem 1.25rem;
  width: min(720px, 92vw);
  max-height: 85vh;
  overflow: auto;

  h2 {
    margin-top: 0;
    font-size: 1.25rem;
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
  margin-top: 1rem;
`;
