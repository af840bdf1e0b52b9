import { styled, type DefaultTheme } from 'styled-components';

/** Error text and the marks of a field in error, in the theme's error colour (checked as text on the page, the tinted areas and the cards). */
export const errorText = ({ theme }: { theme: DefaultTheme }) => theme.colors.error;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.up('sm')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Field = styled.div<{ $wide?: boolean }>`
  display: grid;
  gap: 6px;
  align-content: start;
  ${({ $wide }) => ($wide ? 'grid-column: 1 / -1;' : '')}
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text};
  }
  input,
  textarea,
  select {
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
  textarea {
    resize: vertical;
    min-height: 96px;
  }
  input::placeholder,
  textarea::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  [aria-invalid='true'] {
    border-color: ${errorText};
    box-shadow: inset 0 0 0 1px ${errorText};
  }
  input:focus,
  textarea:focus,
  select:focus {
    border-color: ${({ theme }) => theme.colors.focus};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

export const Help = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  color: ${errorText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  line-height: 1.5;
`;

/** The message's count near its limit; at the limit in the text colour, so it reads as a stop rather than a hint. */
export const Count = styled.p<{ $full: boolean }>`
  justify-self: end;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $full }) => ($full ? 700 : 400)};
  color: ${({ theme, $full }) => ($full ? theme.colors.text : theme.colors.textMuted)};
`;

export const CutNotice = styled.p`
  padding-left: ${({ theme }) => theme.space(1)};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
`;

/** Read out by screen readers, not shown: what they hear is already on screen beside the field. */
export const LiveText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
`;

const Button = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: 6px;
  font-weight: 700;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;
`;

export const PrimaryButton = styled(Button)`
  border: 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  &[aria-busy='true'] {
    cursor: progress;
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

export const SecondaryButton = styled(Button)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Alert = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2)}`};
  border-left: 3px solid ${errorText};
  border-radius: 0 6px 6px 0;
  background: color-mix(in srgb, ${errorText} 6%, ${({ theme }) => theme.colors.card});
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:empty {
    display: none;
  }
  a {
    font-weight: 600;
    white-space: nowrap;
  }
`;

export const Reason = styled.p`
  color: ${errorText};
  font-weight: 600;
`;

export const Status = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

export const Confirmation = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: 0 8px 8px 0;
  background: ${({ theme }) => theme.colors.surface};
`;

export const ConfirmationText = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.primary};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

/** Off-screen rather than display:none, which some form-filling programs skip. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** A choice shown as radio buttons: the label is the fieldset's legend, the options one per line. */
export const Choices = styled.fieldset<{ $invalid?: boolean }>`
  grid-column: 1 / -1;
  display: grid;
  gap: 6px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  /* A refused choice is marked once, beside its options, rather than round each round button. */
  ${({ $invalid }) => ($invalid ? `padding-left: 10px; border-left: 3px solid ${errorText};` : '')}
  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-height: 32px;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A row of its own for a box the firm asks about, outside Field: its sizes are the checkbox's, not a text box's. */
export const CheckRow = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 6px;
`;
