import { styled } from 'styled-components';
import { translucent } from '../../theme/translucent';

/** The widest the player is drawn; its poster is offered up to twice this. */
export const playerWidthPx = 960;

/**
 * A 16:9 box the poster fills and the player then fills the same way, so the
 * click that swaps them moves nothing around it.
 */
export const Box = styled.div`
  position: relative;
  max-width: ${playerWidthPx}px;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.primaryDark};
  a,
  iframe,
  img {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
  img {
    object-fit: cover;
  }
  a:focus-visible {
    outline-offset: -6px;
  }
`;

export const PlayButton = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  width: 72px;
  height: 72px;
  margin: -36px 0 0 -36px;
  box-sizing: border-box;
  /* The ring keeps the button clear on a dark poster as on a light one. */
  border: 3px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: 0 2px 12px ${({ theme }) => translucent(theme.colors.primaryDark, 35)};
  transition: background-color 0.2s ease;
  svg {
    width: 36px;
    height: 36px;
    margin: 15px 0 0 17px;
    fill: ${({ theme }) => theme.colors.onPrimary};
  }
  a:hover &,
  a:focus-visible & {
    background: ${({ theme }) => theme.colors.accentText};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The prerendered poster the island keeps (VideoPoster.tsx), filling the link. */
export const Poster = styled.span`
  position: absolute;
  inset: 0;
  display: block;
`;

/** The link's name, for screen readers: the poster already shows what the video is. */
export const Name = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
