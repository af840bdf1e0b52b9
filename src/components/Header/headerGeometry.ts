/**
 * The header's sizes in px, shared by its styles and by the build's estimate
 * of how wide its row must be (headerFit.ts): the two must not drift apart,
 * or the menu would be laid out across a bar too narrow for it.
 * `compact` applies from the width where the groups fit across the bar,
 * `roomy` from the width where they fit at their larger size.
 */
export const headerGeometry = {
  /** The bar's inner padding on each side, from the sm breakpoint up. */
  sidePadding: 24,
  /** Between the logo, the menu, the language switch and the button. */
  gap: 16,
  logoWidth: { compact: 200, roomy: 240 },
  /** A group is at least this wide, wider for a label that needs it. */
  groupMinWidth: { compact: 112, roomy: 148 },
  /** Inside a group, on each side of its label. */
  groupPadding: { compact: 8, roomy: 12 },
  /** The language switch's link: its padding and border on each side, its font size, the gap between two links. */
  languageLink: { padding: 11, fontSize: 13, gap: 8 },
  /** The header's button: its padding and border on each side, its font size. */
  button: { padding: 17, fontSize: 14 },
  /** The group's label size (theme.fontSizes.md). */
  labelFontSize: 16,
  /** The space and the 0.75 em arrow after a link to another site, in em of the label (HeaderNav.styles.ts OutsideMark). */
  outsideMarkEm: 1.05,
} as const;

/** Where the header switches layout, per page language (headerFit.ts). */
export interface HeaderFit {
  /** From this width up the groups stand across the bar; below it the menu button opens them. */
  menuFrom: number;
  /** From this width up the logo and the groups take their roomy sizes. */
  roomyFrom: number;
  /** The bar's row is at most this wide: the content width, or more when the roomy menu needs it. */
  maxWidth: number;
}

/** Media queries for the header's layouts, in a styled template. */
export const headerMedia = {
  acrossBar: (fit: HeaderFit) => `@media (min-width: ${fit.menuFrom}px)`,
  behindButton: (fit: HeaderFit) => `@media (max-width: ${fit.menuFrom - 0.02}px)`,
  roomy: (fit: HeaderFit) => `@media (min-width: ${fit.roomyFrom}px)`,
};
