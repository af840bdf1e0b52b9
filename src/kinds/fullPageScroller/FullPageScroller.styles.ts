import { createGlobalStyle, keyframes, styled } from 'styled-components';
import { translucent } from '../../theme/translucent';

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
  @supports (height: 100dvh) {
    --screen-height: 100dvh;
  }
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
  @media print {
    transform: none !important;
    transition: none;
  }
`;

/** Section content: grows to fill its screen and past it, never shrinks, so its height tells whether it fits. */
export const Content = styled.div`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  & > * {
    flex: 1 0 auto;
  }
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
    &[data-entrance] > ${Content} > * > * {
      animation: ${fadeRise} ${entranceMs}ms ease-out backwards;
    }
    /* After a move the content rises as its section settles. */
    &[data-entrance='move'] > ${Content} > * > * {
      animation-delay: ${({ $speedMs }) => Math.round($speedMs / 2)}ms;
    }
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
  background: ${({ theme }) => translucent(theme.colors.card, 92)};
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 4px 14px ${({ theme }) => translucent(theme.colors.primaryDark, 18)};
  cursor: pointer;
  transition:
    background-color 0.2s ease,
    color 0.2s ease;
  svg {
    width: 20px;
    height: 20px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.accentText};
    border-color: ${({ theme }) => theme.colors.accentText};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  @media print {
    display: none;
  }
`;
