import { styled } from 'styled-components';

export const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FormCard = styled.div`
  max-width: 820px;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: #ffffff;
  ${({ theme }) => theme.up('md')} { padding: ${({ theme }) => theme.space(4)}; }
`;
