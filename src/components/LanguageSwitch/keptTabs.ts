import { keptTabsKey } from './keepSectionScript';

let kept: ReadonlySet<string> | undefined;

/** The element ids in what keepSectionScript left, when it was left for this very page; none otherwise. */
function readKept(saved: string | null): Set<string> {
  const ids = new Set<string>();
  let value: unknown;
  try {
    value = JSON.parse(saved ?? 'null');
  } catch {
    return ids;
  }
  if (typeof value !== 'object' || value === null) return ids;
  const { path, tabs } = value as { path?: unknown; tabs?: unknown };
  if (path !== window.location.pathname || !Array.isArray(tabs)) return ids;
  for (const id of tabs) if (typeof id === 'string') ids.add(id);
  return ids;
}

/**
 * The element ids of the tabs the visitor had chosen on the page in the
 * language they switched from, for this page's tab bars to choose too. Taken
 * out of session storage the first time a bar asks, so a later visit to the
 * page, or a reload, starts at the first tabs again as usual.
 */
export function keptTabs(): ReadonlySet<string> {
  if (kept) return kept;
  let saved: string | null = null;
  try {
    saved = window.sessionStorage.getItem(keptTabsKey);
    window.sessionStorage.removeItem(keptTabsKey);
  } catch {
    // Storage is off: the switch could leave nothing either.
  }
  kept = readKept(saved);
  return kept;
}
