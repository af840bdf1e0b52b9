import { css, styled } from 'styled-components';

export const Picture = styled.picture`
  position: absolute;
  inset: 0;
  z-index: -1;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * For the box a BackgroundPicture sits in: a stacking context of its own, so the
 * picture (z-index −1) paints above the box's colour and below its content, and
 * the optional `overlay` (e.g. a gradient that keeps white text readable)
 * painted between the two.
 */
export const coveredBy = (overlay?: string) => css`
  position: relative;
  isolation: isolate;
  ${
    overlay &&
    css`
      &::after {
        content: '';
        position: absolute;
        inset: 0;
        z-index: -1;
        background-image: ${overlay};
      }
    `
  }
`;

/**
 * A box's background image: a photo the build encoded (`picture`) is drawn by a
 * BackgroundPicture behind the content (see `coveredBy`); an SVG is a covering
 * CSS background, under the optional `overlay`.
 */
export const backgroundImage = (image: string | undefined, picture: boolean, overlay?: string) =>
  picture
    ? coveredBy(overlay)
    : css`
        background-image: ${[overlay, image && `url(${image})`].filter(Boolean).join(', ') || 'none'};
        background-size: cover;
        background-position: center;
      `;
