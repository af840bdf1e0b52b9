// Ids the layout gives its own elements. Ids from site.json (section ids, the
// schema's Hash: ^[a-z][a-z0-9-]*$) cannot contain "_", so a leading "_" keeps
// these from ever colliding with a section's id, whatever staff name it.
export const layoutIds = {
  /** The page's <main>, target of the skip link (and of the inquiry receipt's redirect). */
  main: '_main',
  /** The header's navigation, controlled by the phone menu button. */
  siteMenu: '_site-menu',
  /** The page's footer, which the home page's full-page scroller shows as its last stop. */
  footer: '_footer',
} as const;
