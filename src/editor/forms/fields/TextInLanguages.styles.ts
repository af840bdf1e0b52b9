import styled from 'styled-components';

export const TextBox = styled.fieldset`
  display: grid;
  gap: 0.5rem;
`;

/**
 * Lines side by side where the form is wide enough for two readable boxes, one
 * above the other where it is not. Paragraphs always one above the other, each
 * the column's whole width: a paragraph halved is a paragraph hard to read.
 */
export const LanguageColumns = styled.div<{ $stacked: boolean }>`
  display: grid;
  grid-template-columns: ${({ $stacked }) => ($stacked ? 'minmax(0, 1fr)' : 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))')};
  gap: 0.75rem;
`;

export const LanguageBox = styled.div`
  display: grid;
  gap: 0.25rem;
  align-content: start;

  label {
    display: flex;
    gap: 0.5rem;
    align-items: baseline;
  }
`;

/** A translation not written yet: told plainly, in the colour of a note rather than of an error. */
export const MissingTag = styled.span`
  padding: 0 0.375rem;
  border: 1px solid #8a5a00;
  border-radius: 4px;
  background: #fff6e0;
  color: #5c3d00;
  font-size: 0.8125rem;
  font-weight: 400;
`;

export const Description = styled.p`
  margin: 0;
  color: #4a5563;
  font-size: 0.875rem;
`;

/** The switch between one text for every language and a text per language. */
export const SameToggle = styled.label`
  display: flex;
  gap: 0.375rem;
  align-items: center;
  justify-self: start;
  font-size: 0.875rem;
`;
