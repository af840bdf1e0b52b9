/**
 * Follows a language link to the section the visitor is reading: just before
 * the browser follows a link with `hreflang` (only the language switch has
 * one), it takes the page's current hash. The sections have the same ids in
 * every language. An inline script of about 150 bytes, so the pages' modules
 * (the home page's first visit is at its 90 KB budget) stay as they are;
 * without JavaScript the link leads to the top of the page.
 */
export const keepSectionScript =
  "document.addEventListener('click',function(e){var a=e.target instanceof Element&&e.target.closest('a[hreflang]');if(a)a.hash=location.hash})";
