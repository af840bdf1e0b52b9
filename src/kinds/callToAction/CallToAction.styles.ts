import { styled } from 'styled-components';

/** The tinted band: its words left and its buttons right from tablets up, one under the other on phones. */
export const Band = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: 10px;
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space(6)};
    padding: ${({ theme }) => `${theme.space(5)} ${theme.space(6)}`};
  }
`;

export const Words = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Text = styled.div`
  max-width: 640px;
  color: ${({ theme }) => theme.colors.text};
  p + p {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

export const Buttons = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

/**
 * A link drawn as a button, in the inquiry button's colours (white on the
 * accent's text colour, the primary under the pointer); a secondary one is
 * its outline, in the accent's text colour on the band.
 */
export const Button = styled.a<{ $secondary: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(3.5)};
  border: 2px solid ${({ theme }) => theme.colors.accentText};
  border-radius: 6px;
  background: ${({ theme, $secondary }) => ($secondary ? theme.colors.surface : theme.colors.accentText)};
  color: ${({ theme, $secondary }) => ($secondary ? theme.colors.accentText : theme.colors.onPrimary)};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
