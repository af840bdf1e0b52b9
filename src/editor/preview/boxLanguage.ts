/**
 * The language of the text box `target` inside `area`: a text written per
 * language marks each box with its language (TextInLanguages), so the preview
 * can show the page in the language being typed. Undefined for any other field
 * (an id, a colour), whose language is every page's.
 */
export function boxLanguage(area: Element, target: EventTarget | null, codes: readonly string[]): string | undefined {
  const marked = target instanceof Element ? target.closest('[lang]') : null;
  const code = marked && area.contains(marked) ? marked.getAttribute('lang') : null;
  return code !== null && codes.includes(code) ? code : undefined;
}
