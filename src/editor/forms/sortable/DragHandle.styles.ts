import styled from 'styled-components';

export const HandleButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  padding: 0;
  color: #3d4654;
  cursor: grab;
  touch-action: none;

  &[aria-pressed='true'] {
    cursor: grabbing;
    border-color: #0b5cad;
    background: #e8f1fb;
  }
`;

/** An item on the move stays above the items it passes. */
export const SortableRow = styled.div<{ $dragging: boolean }>`
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};
  background: #fff;
  box-shadow: ${({ $dragging }) => ($dragging ? '0 4px 16px rgb(27 31 36 / 0.25)' : 'none')};
  border-radius: 6px;
`;
