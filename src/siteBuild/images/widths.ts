/** The widths a raster image is offered at, before they are capped by the source and the display size. */
export const candidateWidths = [320, 640, 960, 1280, 1920] as const;

/**
 * The largest width worth sending: no phone screen needs more than twice the
 * display size (2× device pixels), and upscaling adds bytes without detail.
 */
export function maxVariantWidth(sourceWidth: number, displayWidth: number): number {
  return Math.max(1, Math.min(sourceWidth, 2 * displayWidth));
}

/**
 * The widths to encode, ascending: the candidates below the cap, then the cap itself.
 * A candidate within 10% of the cap is dropped, since it would cost a file and save almost nothing.
 */
export function variantWidths(sourceWidth: number, displayWidth: number): number[] {
  const cap = maxVariantWidth(sourceWidth, displayWidth);
  return [...candidateWidths.filter((width) => width < cap * 0.9), cap];
}
