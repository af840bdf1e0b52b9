import { styled } from 'styled-components';
import { errorText } from './InquiryForm.styles';

export const Fieldset = styled.fieldset`
  grid-column: 1 / -1;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
`;

export const Legend = styled.legend`
  /* Floated, the legend sits inside the box like a heading instead of across its border. */
  float: left;
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space(1)};
  padding: 0;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.primary};
  & + * {
    clear: left;
  }
`;

export const Notices = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0 0 ${({ theme }) => theme.space(1.5)};
  padding-left: 1.1em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Check = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${errorText};
    outline-offset: 1px;
  }
  label {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;

export const ErrorText = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${errorText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;
