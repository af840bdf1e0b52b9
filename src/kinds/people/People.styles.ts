import { styled } from 'styled-components';

/** One person a row up to laptops, two from there. */
export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.up('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The photo is drawn 140 px wide whatever its file's size; its height follows its own proportions. */
export const Person = styled.li<{ $withPhoto: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  align-items: start;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.card};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  img {
    width: 140px;
    border-radius: 8px;
  }
  ${({ theme }) => theme.up('sm')} {
    grid-template-columns: ${({ $withPhoto }) => ($withPhoto ? '140px minmax(0, 1fr)' : '1fr')};
  }
`;

export const Words = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

export const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Role = styled.p`
  margin-top: -${({ theme }) => theme.space(0.5)};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 600;
`;

export const Qualifications = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space(2)};
  }
  li::before {
    content: '';
    position: absolute;
    left: 2px;
    top: 0.6em;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

export const Bio = styled.div`
  padding-top: ${({ theme }) => theme.space(1)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;
