import { styled } from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.up('sm')} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
`;

export const Field = styled.div<{ $wide?: boolean }>`
  display: grid;
  gap: 6px;
  ${({ $wide }) => ($wide ? 'grid-column: 1 / -1;' : '')}
  label { font-weight: 600; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.text}; }
  input, textarea {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    /* Three to one against the field's background, as WCAG asks of a control's outline. */
    border: 1px solid ${({ theme }) => `color-mix(in srgb, ${theme.colors.textMuted} 75%, ${theme.colors.background})`};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    line-height: 1.5;
  }
  textarea { resize: vertical; min-height: 96px; }
  input::placeholder, textarea::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
  input:focus, textarea:focus {
    border-color: ${({ theme }) => theme.colors.accent};
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 0;
  }
`;

export const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
`;

const Button = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: 6px;
  font-weight: 700;
  cursor: pointer;
  transition: background-color 0.15s ease, border-color 0.15s ease;
`;

export const PrimaryButton = styled(Button)`
  border: 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:hover { background: ${({ theme }) => theme.colors.primaryDark}; }
`;

export const SecondaryButton = styled(Button)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:hover { border-color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Status = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 600;
  &:empty { display: none; }
`;
