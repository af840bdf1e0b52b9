import { createGlobalStyle, keyframes, styled, type DefaultTheme } from 'styled-components';

// The fade-and-rise entrance of DESIGN.md's motion section: a design constant, like the type scale.
const entranceMs = 400;
// An ease-in-out: the section leaves slowly, travels, and settles slowly.
const moveEasing = 'cubic-bezier(0.65, 0, 0.35, 1)';

const fadeRise = keyframes`
  from { opacity: 0; transform: translateY(24px); }
  to { opacity: 1; transform: none; }
`;

interface ModeProps {
  $full: boolean;
}

/**
 * Rendered only in the full-page mode: the page itself stops scrolling (the
 * track moves instead), and starts again when this unmounts. Screens only, so
 * printing still gets every section.
 */
export const PageScrollLock = createGlobalStyle`
  @media screen {
    html, body { overflow: hidden; }
  }
`;

export const Root = styled.div<ModeProps>`
  /* One screen: the dynamic viewport height where supported, so mobile browser bars do not cut it. */
  --screen-height: 100vh;
  @supports (height: 100dvh) { --screen-height: 100dvh; }
  position: relative;
  /* The scroller reads vertical swipes itself; pinch-zoom stays the browser's. */
  ${({ $full }) => ($full ? 'touch-action: pinch-zoom;' : '')}
`;

export const Viewport = styled.div<ModeProps>`
  ${({ $full }) =>
    $full &&
    `
    height: var(--screen-height);
    overflow: hidden;
    /* clip, unlike hidden, cannot be scrolled by focusing something off screen. */
    overflow: clip;
    @media print { height: auto; overflow: visible; }
  `}
`;

export const Track = styled.div<ModeProps & { $speedMs: number }>`
  ${({ $full, $speedMs }) =>
    $full &&
    `
    transition: transform ${$speedMs}ms ${moveEasing};
    will-change: transform;
    @media (prefers-reduced-motion: reduce) { transition: none; }
  `}
  /* Paper has no screens to turn: print every section, one after another. */
  @media print { transform: none !important; transition: none; }
`;

/** Section content: grows to fill its screen and past it, never shrinks, so its height tells whether it fits. */
export const Content = styled.div`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  & > * { flex: 1 0 auto; }
`;

export const Screen = styled.div<ModeProps & { $speedMs: number }>`
  position: relative;
  display: flex;
  flex-direction: column;
  outline: none;
  ${({ $full }) =>
    $full
      ? `
    height: var(--screen-height);
    overflow: hidden;
    overflow: clip;
    @media print { height: auto; overflow: visible; }
  `
      : `
    min-height: 100vh;
    min-height: 100svh;
  `}

  @media (prefers-reduced-motion: no-preference) {
    &[data-entrance] > ${Content} > * > * { animation: ${fadeRise} ${entranceMs}ms ease-out backwards; }
    /* After a move the content rises as its section settles. */
    &[data-entrance='move'] > ${Content} > * > * { animation-delay: ${({ $speedMs }) => Math.round($speedMs / 2)}ms; }
  }
`;

export const NextButton = styled.button`
  position: absolute;
  left: 50%;
  bottom: ${({ theme }) => theme.space(2)};
  z-index: 2;
  transform: translateX(-50%);
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 4px 14px rgba(10, 26, 48, 0.18);
  cursor: pointer;
  transition: background-color 0.2s ease, color 0.2s ease;
  svg { width: 20px; height: 20px; }
  &:hover { background: ${({ theme }) => theme.colors.accentText}; border-color: ${({ theme }) => theme.colors.accentText}; color: #ffffff; }
  @media print { display: none; }
`;

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
  @media print { display: none; }
`;

export const DotList = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(0.5)};
  margin: 0;
  padding: ${({ theme }) => theme.space(0.75)};
  list-style: none;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.9);
  box-shadow: 0 2px 12px rgba(10, 26, 48, 0.18);
  ${({ theme }) => sideDots(theme)} { flex-direction: column; }
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
    transition: width 0.2s ease, height 0.2s ease, background-color 0.2s ease;
  }
  &:hover::before { background: currentColor; }
  &[aria-current='true'] { color: ${({ theme }) => theme.colors.accentText}; }
  &[aria-current='true']::before { width: 22px; background: currentColor; }
  ${({ theme }) => sideDots(theme)} {
    width: 24px;
    height: 28px;
    &[aria-current='true']::before { width: 10px; height: 22px; }
  }
  &:hover > ${DotLabel}, &:focus-visible > ${DotLabel} { opacity: 1; }
  @media (prefers-reduced-motion: reduce) { &::before { transition: none; } }
`;
