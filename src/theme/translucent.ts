/**
 * A theme colour seen through: shadows, the hero's overlay and the dialog's
 * backdrop take the site's own colours, so a green palette casts no navy shade.
 */
export const translucent = (color: string, percent: number): string =>
  `color-mix(in srgb, ${color} ${percent}%, transparent)`;
