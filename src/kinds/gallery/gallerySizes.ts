import type { Theme } from '../../manifest/site.gen';

/** The widest a column gets: a third of the 1200 px content column, less its padding and gaps. */
export const widestColumnPx = 370;

/**
 * How wide a photo is drawn in the grid (one column on phones, two from `sm`,
 * three from `md`), so the browser picks the smallest file that fills it
 * rather than one as wide as the photo itself.
 */
export function gallerySizes(breakpoints: Theme['breakpoints']): string {
  return [
    `(max-width: ${breakpoints.sm - 1}px) 100vw`,
    `(max-width: ${breakpoints.md - 1}px) 50vw`,
    `(max-width: ${breakpoints.lg - 1}px) 33vw`,
    `${widestColumnPx}px`,
  ].join(', ');
}
