import { kindsShowing } from '../../kinds/facts';
import { parsePointer, toPointer } from '../../manifest/json/pointer';
import { caseReferences, instrumentTabLists } from '../../manifest/references/idReferences';
import { arrayAt, fieldAt, sectionsOf, stringAt, tabPagePath } from '../../manifest/references/manifestShape';

export interface PreviewTarget {
  /** The page to draw. */
  path: string;
  /** The id of the element to scroll to, when the item is a section of that page. */
  elementId?: string;
  /** The place of an instrument tab to select there (its entry in its tab list), when the item is an instrument. */
  tab?: string;
}

/**
 * Parts of the site shown by some kinds of section, not by every page (partners
 * by the partners section, the map by the directions; the kinds' `shows`): the
 * preview goes to the first section drawing one in place, not to the page it
 * happened to be on nor to a section that opens it only in a dialog.
 */
function sectionShowing(manifest: unknown, part: string): PreviewTarget | undefined {
  const types: readonly string[] = kindsShowing(part);
  const routes = arrayAt(manifest, 'routes') ?? [];
  for (const [routeIndex, route] of routes.entries()) {
    const index = (sectionsOf(route) ?? []).findIndex((section) => types.includes(stringAt(section, 'type') ?? ''));
    if (index >= 0) return sectionTarget(manifest, routeIndex, index);
  }
  return undefined;
}

function sectionTarget(
  manifest: unknown,
  routeIndex: number,
  sectionIndex: number | undefined,
): PreviewTarget | undefined {
  const route = arrayAt(manifest, 'routes')?.[routeIndex];
  const path = stringAt(route, 'path');
  if (path === undefined) return undefined;
  const section = sectionIndex === undefined ? undefined : sectionsOf(route)?.[sectionIndex];
  // A category page's later sections are drawn in full only on their own pages (sitePages.ts).
  const ownPage = sectionIndex === undefined ? undefined : tabPagePath(route, sectionIndex);
  return { path: ownPage ?? path, elementId: stringAt(section, 'id') };
}

/** The section of a page a pointer lies in ("/routes/2/page/sections/1/…"), or undefined. */
function inPage(manifest: unknown, pointer: string): PreviewTarget | undefined {
  const [root, route, page, sections, section] = parsePointer(pointer);
  if (root !== 'routes' || route === undefined) return undefined;
  return sectionTarget(
    manifest,
    Number(route),
    page === 'page' && sections === 'sections' && section !== undefined ? Number(section) : undefined,
  );
}

/** Where an entry pages name by id is shown: the first tab list naming an instrument, the first case tab naming a case. */
function whereShown(manifest: unknown, list: string, index: number): PreviewTarget | undefined {
  const id = stringAt(arrayAt(manifest, list)?.[index], 'id');
  if (id === undefined) return undefined;
  if (list === 'cases') {
    const use = caseReferences(manifest).find((reference) => reference.id === id);
    return use && inPage(manifest, use.pointer);
  }
  if (list !== 'instruments') return undefined;
  const names = (tab: unknown) => tab === id || stringAt(tab, 'instrument') === id;
  // A tab list of a case on no page shows nothing: the next one may be on a page.
  for (const { owner, pointer } of instrumentTabLists(manifest)) {
    const at = (arrayAt(owner, 'instruments') ?? []).findIndex(names);
    if (at < 0) continue;
    const page =
      pointer[0] === 'routes'
        ? inPage(manifest, toPointer(pointer))
        : whereShown(manifest, String(pointer[0]), Number(pointer[1]));
    if (page) return { ...page, tab: toPointer([...pointer, 'instruments', at]) };
  }
  return undefined;
}

/** The page (and the element on it) that shows the item at `pointer`; the current page when no one page does (menu, colours). */
export function previewTarget(manifest: unknown, pointer: string, current: PreviewTarget): PreviewTarget {
  const [list, index] = parsePointer(pointer);
  const found =
    inPage(manifest, pointer) ??
    (list !== undefined && index !== undefined ? whereShown(manifest, list, Number(index)) : undefined) ??
    (list !== undefined ? sectionShowing(manifest, list) : undefined);
  if (found) return found;
  const stillExists = (arrayAt(manifest, 'routes') ?? []).some(
    (route) =>
      stringAt(route, 'path') === current.path ||
      (sectionsOf(route) ?? []).some((_, index) => tabPagePath(route, index) === current.path),
  );
  return { path: stillExists ? current.path : (stringAt(fieldAt(arrayAt(manifest, 'routes'), '0'), 'path') ?? '/') };
}
