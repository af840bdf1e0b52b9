/** The attribute of <html> holding the URL's hash without its `#`, for CSS that must follow it before any module runs. */
export const hashTargetAttribute = 'data-target';

/**
 * Statements for the head of a page with category tabs: puts the hash on
 * <html> before the body is parsed, and again when it changes, so the
 * section it names shows from the first frame (CategoryPage.styles.ts). The
 * browser's own `:target` is set only once the whole document is parsed:
 * Chromium draws frames before that.
 */
export const hashTargetScript = `(function(d){function t(){d.setAttribute('${hashTargetAttribute}',location.hash.slice(1))}t();addEventListener('hashchange',t)})(document.documentElement);`;
