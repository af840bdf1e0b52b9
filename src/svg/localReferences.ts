// What an SVG the site serves may point at: only into itself. Opened from the site's
// own address (a CDN serves the file as it is), a picture that loads another
// file or style sheet lets whoever controls that address change it or follow
// its visitors.

/**
 * A raster picture inlined in an <image>, as drawing programs embed photos.
 * Raster only: an inlined SVG or HTML is a document of its own, which this
 * cleaning could not look into.
 */
const inlineRaster = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** href or xlink:href of any element but <a>: a part of this file (#id); an <image> may also hold an inlined raster picture. */
export function isLocalReference(element: string, value: string): boolean {
  const target = value.trim();
  return target.startsWith('#') || (element === 'image' && inlineRaster.test(target));
}

const importRule = /@import\b[^;]*;?/gi;
const urlFunction = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi;
/** What is left after the replacements below when something could still load: a url() they could not read, an @import, functions that take an address as a plain string. */
const anyExternal = /@import|url\((?!\s*["']?\s*#)|\b(?:image-set|image|src)\(/i;

export interface CleanedCss {
  css: string;
  /** @import rules and url()s taken out. */
  removed: number;
}

/**
 * CSS (a <style> element's text, a style attribute, a presentation attribute
 * such as fill="url(#g)") with every @import taken out and every url() that
 * leaves the file replaced by `none`; null when it cannot be kept at all.
 * A backslash is an escape that can spell url( or @import in letters these
 * patterns do not see (`\75 rl(`), so CSS holding one is not kept.
 */
export function cleanCss(css: string): CleanedCss | null {
  if (css.includes('\\')) return null;
  let removed = 0;
  const cleaned = css
    .replace(importRule, () => {
      removed += 1;
      return '';
    })
    .replace(urlFunction, (whole, doubleQuoted?: string, singleQuoted?: string, bare?: string) => {
      if ((doubleQuoted ?? singleQuoted ?? bare ?? '').trim().startsWith('#')) return whole;
      removed += 1;
      return 'none';
    });
  return anyExternal.test(cleaned) ? null : { css: cleaned, removed };
}
