// Colours the components write themselves instead of taking them from
// site.json's theme. They sit on theme colours (the footer's text on
// primaryDark, white cards on the page), so the theme's contrast check reads
// them from here: change one here and the components and the check follow.

/** Text on the dark footer, the home page's first screen and the banner. */
export const ON_DARK = {
  /** The company's name in the footer; the home page's title and tiles. */
  strong: '#ffffff',
  /** The footer's links. */
  link: '#dfe6ec',
  /** The home page's description and tile texts; the banner's lead. */
  body: '#d5dde6',
  /** The footer's details; the credit of the home page's picture. */
  muted: '#b9c2cc',
  /** The footer's copyright line. */
  faint: '#9aa5b1',
  /** The home page's subtitle. */
  highlight: '#7fd8e0',
} as const;

/** Cards drawn white on any page background: partners, contact details, the inquiry form, the map's links. */
export const CARD_BACKGROUND = '#ffffff';
