/**
 * Puts a newly drawn page into the preview's document in place, instead of
 * reloading the frame: no stylesheet, font or image is fetched again and the
 * scroll stays, so a change shows in a few milliseconds. Only the style
 * elements (styled-components writes the page's CSS there) and the body change.
 */
export function swapDocument(target: Document, html: string): void {
  const next = new DOMParser().parseFromString(html, 'text/html');
  target.title = next.title;
  for (const style of Array.from(target.head.querySelectorAll('style'))) style.remove();
  for (const style of Array.from(next.head.querySelectorAll('style'))) target.head.append(target.importNode(style, true));
  target.body.replaceWith(target.importNode(next.body, true));
}
