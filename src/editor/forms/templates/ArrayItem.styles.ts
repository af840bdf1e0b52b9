import styled from 'styled-components';

/** Items apart enough to tell where one ends, close enough to read as one list. */
export const ItemBox = styled.div`
  margin-bottom: 0.5rem;
`;

export const ItemToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  justify-content: space-between;
  margin-top: 0.5rem;

  .item-buttons {
    margin-left: auto;
  }
`;

export const ItemLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: start;
  margin-bottom: 0.5rem;
`;

/** The value takes what the handle and buttons leave; below about 16rem the buttons go under it. */
export const ItemBody = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
`;
