import styled from 'styled-components';

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
