import { keyframes, styled } from 'styled-components';
import { translucent } from '../../theme/translucent';

const rise = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** About 600 px wide, nearly the full width on phones; the browser centres a modal dialog. */
export const Dialog = styled.dialog`
  width: 100%;
  max-width: 600px;
  max-height: calc(100% - 32px);
  padding: 0;
  border: 0;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 24px 64px ${({ theme }) => translucent(theme.colors.primaryDark, 35)};
  /* The content scrolls, not the dialog: see Header. */
  overflow: hidden;
  &[open] {
    display: flex;
    flex-direction: column;
    animation: ${rise} 0.2s ease-out;
  }
  &::backdrop {
    background: ${({ theme }) => translucent(theme.colors.primaryDark, 60)};
    animation: ${fade} 0.2s ease-out;
  }
  ${({ theme }) => theme.down('sm')} {
    max-width: calc(100% - 24px);
  }
`;

/**
 * The title and the close button, kept at the top while the form scrolls
 * below them: on a phone the form is taller than the screen, and the close
 * button must not be only at the end of it. The header sits above the
 * scrolling content rather than over it (it once was sticky inside it), so a
 * field the browser scrolls into view, such as the first one a refused send
 * focuses, can never end up under the title, however many lines it takes.
 */
export const Header = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(1.5)} ${theme.space(1.5)} ${theme.space(3)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.up('sm')} {
    padding-left: ${({ theme }) => theme.space(4)};
  }
`;

export const Content = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  /* A focused field comes into view with its label above it. */
  scroll-padding-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.up('sm')} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.primary};
`;

/** 44 px square, the smallest target WCAG 2.5.5 asks for, on every screen. */
export const CloseButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;
