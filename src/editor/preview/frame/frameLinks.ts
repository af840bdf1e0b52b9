/** A path that names a page rather than a file: its last step has no extension (the preview server draws it). */
export const isPagePath = (path: string) => !/\.[^/]*$/.test(path);

/**
 * Keeps the frame in the preview: a link to a page of the site shows that
 * page's preview here (the editor hears where the frame went), a file or an
 * outside page opens in a new tab, any other link (mail, phone) does nothing.
 * Links within the page were handled by the site's own code already.
 */
export function keepLinksInPreview(document: Document): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href);
    const here = window.location;
    if (url.origin === here.origin && isPagePath(url.pathname)) {
      // A new tab of the preview would show a page nobody updates.
      if (link.target && link.target !== '_self') {
        event.preventDefault();
        here.assign(url.href);
      }
      return;
    }
    event.preventDefault();
    if (url.protocol === 'http:' || url.protocol === 'https:') window.open(url.href, '_blank', 'noopener,noreferrer');
  });
}

/** A form in the preview sends nothing (the frame's sandbox forbids it too): caught before the site's own handlers. */
export function refuseForms(window: Window): void {
  window.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
}
