/**
 * The CSS styled-components collected for a prerendered page, as text for the
 * page's one plain <style> element. Without its `data-styled` attributes the browser's
 * styled-components leaves it alone (it would otherwise remove the tag and
 * rebuild it from the group markers, work on the main thread for a page that
 * mostly never hydrates), so the markers, about 500 bytes a page, can go too.
 * An island injects its own components' rules when it hydrates: the same
 * class names with the same declarations, so the page looks no different.
 */
export function staticStyles(styleTags: string): string {
  const css = [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map(([, text]) => text ?? '')
    .join('')
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?/g, '')
    .replace(/\/\*!sc\*\/\n?/g, '');
  return css;
}
