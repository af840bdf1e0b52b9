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

/** A button that goes somewhere (opens a field) looks like the link it acts as. */
export const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: #0b6f79;
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: #084f57;
  }
`;
