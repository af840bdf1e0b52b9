import styled from 'styled-components';

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

export const DropZone = styled.div<{ $active: boolean }>`
  border: 2px dashed ${({ $active }) => ($active ? '#0b5cad' : '#8a94a3')};
  background: ${({ $active }) => ($active ? '#eaf2fb' : '#f6f7f9')};
  border-radius: 6px;
  padding: 1rem;
  text-align: center;
`;

export const FileButton = styled.label`
  display: inline-block;
  padding: 0.375rem 0.75rem;
  border: 1px solid #0b4f8a;
  border-radius: 4px;
  background: #fff;
  color: #0b4f8a;
  cursor: pointer;

  &:focus-within {
    outline: 3px solid #0b5cad;
    outline-offset: 1px;
  }

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;
