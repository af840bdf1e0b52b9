/**
 * The site's web font and how a page changes over to it. The first paint is
 * drawn with local fonts sized to Pretendard's metrics (the `fallback` family,
 * whose faces the build writes), so no font download stands between a phone
 * and the first paint, and lines break the same before and after. The web font
 * joins the stack once the page has painted (the islands' entry runs `showWebFont`), at
 * once on the later pages of a visit that has loaded it (`storageKey`, in
 * session storage), and at once without scripts.
 */
export const webFont = {
  family: 'Pretendard',
  fallback: 'Pretendard Fallback',
  className: 'wf',
  /** Marks the elements the web font has been put on, a batch a frame, before `className` puts it on the page. */
  batchAttribute: 'data-wf',
  storageKey: 'lab-site:web-font',
} as const;

/** The system's Korean fonts, where neither of the above draws a character. */
export const systemFonts = `'Apple SD Gothic Neo', 'Malgun Gothic', system-ui, sans-serif`;
