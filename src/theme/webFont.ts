/**
 * How a page changes over to its web font (siteFonts.ts: Pretendard or Noto
 * Serif KR). The first paint is drawn with local fonts sized to the web font's
 * metrics (its `fallback` family, whose faces the build writes), so no font
 * download stands between a phone and the first paint, and lines break the
 * same before and after. The web font joins the stack once the page has
 * painted (the islands' entry runs `showWebFont`), at once on the later pages
 * of a visit that has loaded it (`storageKey`, in session storage), and at
 * once without scripts. A site on the system's fonts has no web font and no
 * change.
 */
export const webFont = {
  className: 'wf',
  /** Marks the elements the web font has been put on, a batch a frame, before `className` puts it on the page. */
  batchAttribute: 'data-wf',
  storageKey: 'lab-site:web-font',
  /** The custom property on the root naming the web font's family (unset without one), for showWebFont to load it. */
  property: '--web-font',
} as const;
