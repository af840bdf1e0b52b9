import styled from 'styled-components';

export const NavBox = styled.nav`
  overflow: hidden auto;
  padding: 0.5rem;
  border-right: 1px solid #d5d9e0;
  background: #f6f7f9;
  display: grid;
  align-content: start;
  gap: 0.5rem;

  section {
    display: grid;
    gap: 0.25rem;
  }
`;

export const GroupTitle = styled.h2`
  font-size: 0.9375rem;
  margin: 0.5rem 0 0;
`;

export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  ul {
    padding-left: 0.75rem;
  }
`;

export const ItemButton = styled.button<{ $group?: boolean }>`
  display: grid;
  width: 100%;
  box-sizing: border-box;
  white-space: normal;
  text-align: left;
  padding: 0.3rem 0.5rem;
  border: 0;
  border-radius: 4px;
  background: transparent;
  color: #1b1f24;
  font: inherit;
  font-weight: ${({ $group }) => ($group ? 600 : 400)};
  cursor: pointer;

  small {
    color: #4a5563;
  }

  &:hover {
    background: #e6e9ee;
  }

  &[aria-current='true'] {
    background: #0b4f8a;
    color: #fff;

    small {
      color: #e6eef7;
    }
  }
`;

export const Search = styled.input`
  box-sizing: border-box;
  width: 100%;
`;

export const FilterToggle = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  padding: 0.3rem 0.5rem;
  border: 1px solid #c9ced6;
  border-radius: 4px;
  background: #fff;
  font-weight: 600;
`;
