import { styled } from 'styled-components';

export const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Item = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.card};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  a {
    display: contents;
    color: inherit;
    text-decoration: none;
  }
  img {
    width: 200px;
  }
`;

export const Name = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;
