/** The attribute naming an island on its element; the client finds islands by it. */
export const islandAttribute = 'data-island';

/** Set on an island's element once it has hydrated (tests and styles wait for it). */
export const hydratedAttribute = 'data-hydrated';

/** The id of the JSON script holding the site theme the islands draw with. */
export const themeScriptId = '_theme';

/** The value a script element written with scriptJson holds; null when there is no such element. */
export function readScriptJson(element: Element | null): unknown {
  return JSON.parse(element?.textContent || 'null');
}
