import styled from 'styled-components';

/** Things picked by their picture: images, instruments, cases. */
export const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1rem 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 0.5rem;
`;

export const Choice = styled.button`
  width: 100%;
  display: grid;
  gap: 0.25rem;
  justify-items: center;
  padding: 0.5rem;
  border: 1px solid #c9ced6;
  border-radius: 6px;
  background: #fff;
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    border-color: #0b5cad;
  }

  img {
    width: 96px;
    height: 72px;
    object-fit: contain;
  }
`;

export const Selected = styled.span`
  font-weight: 600;
  color: #0b4f8a;
`;
