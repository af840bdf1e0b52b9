import { styled, type DefaultTheme } from 'styled-components';
import { translucent } from '../../theme/translucent';

/**
 * The dots sit at the right edge, halfway down, where wide windows leave a
 * margin beside the content column; narrower ones have no such margin, and the
 * dots go along the bottom-left corner instead, in the sections' bottom padding.
 */
const sideDots = (theme: DefaultTheme) => {
  // Content column, plus on each side the dots' width and inset, less the column's own padding.
  const margin = 2 * (36 + 16 + 8 - 24);
  return `@media (min-width: ${parseFloat(theme.contentWidth) + margin}px)`;
};

export const Dots = styled.nav`
  position: fixed;
  left: ${({ theme }) => theme.space(2)};
  bottom: ${({ theme }) => theme.space(2)};
  z-index: 40;
  ${({ theme }) => sideDots(theme)} {
    left: auto;
    bottom: auto;
    top: 50%;
    right: ${({ theme }) => theme.space(2)};
    transform: translateY(-50%);
  }
  @media print {
    display: none;
  }
`;

export const DotList = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(0.5)};
  margin: 0;
  padding: ${({ theme }) => theme.space(0.75)};
  list-style: none;
  border-radius: 999px;
  background: ${({ theme }) => translucent(theme.colors.card, 90)};
  box-shadow: 0 2px 12px ${({ theme }) => translucent(theme.colors.primaryDark, 18)};
  ${({ theme }) => sideDots(theme)} {
    flex-direction: column;
  }
`;

export const DotLabel = styled.span`
  position: absolute;
  bottom: calc(100% + ${({ theme }) => theme.space(1.5)});
  left: 50%;
  transform: translateX(-50%);
  padding: 2px ${({ theme }) => theme.space(1.25)};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  opacity: 0;
  pointer-events: none;
  transition: opacity 0.15s ease;
  ${({ theme }) => sideDots(theme)} {
    bottom: auto;
    left: auto;
    top: 50%;
    right: calc(100% + ${({ theme }) => theme.space(1.5)});
    transform: translateY(-50%);
  }
`;

export const Dot = styled.button`
  position: relative;
  display: grid;
  place-items: center;
  width: 28px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: 12px;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border: 2px solid currentColor;
    border-radius: 999px;
    transition:
      width 0.2s ease,
      height 0.2s ease,
      background-color 0.2s ease;
  }
  &:hover::before {
    background: currentColor;
  }
  &[aria-current='true'] {
    color: ${({ theme }) => theme.colors.accentText};
  }
  &[aria-current='true']::before {
    width: 22px;
    background: currentColor;
  }
  ${({ theme }) => sideDots(theme)} {
    width: 24px;
    height: 28px;
    &[aria-current='true']::before {
      width: 10px;
      height: 22px;
    }
  }
  &:hover > ${DotLabel}, &:focus-visible > ${DotLabel} {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      transition: none;
    }
  }
`;
