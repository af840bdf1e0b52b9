import { styled } from 'styled-components';

export const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Columns = styled.div<{ $withDetails: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.up('lg')} {
    grid-template-columns: ${({ $withDetails }) => ($withDetails ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 820px)')};
    align-items: start;
  }
`;

export const FormCard = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.card};
  ${({ theme }) => theme.up('md')} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

export const Details = styled.aside`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.up('md')} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;
