import type { ReactNode } from 'react';

// Never written: hydration leaves innerHTML alone, and React sets it afterwards
// only when __html differs from the last render's, which this never does.
const serverHtml = { __html: '' };

/**
 * Props for an island's element that holds prerendered content it does not
 * draw itself (a section inside the full-page scroller, a tab's panel): on the
 * server the content is rendered as children; in the browser, where the island
 * gets no such content, React leaves whatever HTML the element already has.
 */
export function slotContent(content: ReactNode | undefined) {
  return content === undefined
    ? { dangerouslySetInnerHTML: serverHtml, suppressHydrationWarning: true }
    : { children: content };
}
