import { toPointer } from '../json/pointer';
import { arrayAt, sectionsOf, stringAt } from './manifestShape';

export interface IndexedRoute {
  pointer: string;
  /** Section ids of the route's page; undefined when the page is too broken to know them. */
  sectionIds: ReadonlySet<string> | undefined;
}

export interface RouteIndex {
  byPath: ReadonlyMap<string, IndexedRoute>;
  /** False when some route has no usable path or repeats one, so "no such page" cannot be trusted. */
  complete: boolean;
}

function sectionIdsOf(route: unknown): ReadonlySet<string> | undefined {
  const sections = sectionsOf(route);
  const ids = sections?.map((section) => stringAt(section, 'id'));
  if (!ids || ids.some((id) => id === undefined)) return undefined;
  // With a repeated id (reported in uniqueIds.ts), a link's "missing" section may be the renamed one.
  const unique = new Set(ids as string[]);
  return unique.size === ids.length ? unique : undefined;
}

export function indexRoutes(data: unknown): RouteIndex {
  const routes = arrayAt(data, 'routes');
  const byPath = new Map<string, IndexedRoute>();
  let complete = routes !== undefined;
  routes?.forEach((route, index) => {
    const path = stringAt(route, 'path');
    if (path === undefined) complete = false;
    else if (!byPath.has(path))
      byPath.set(path, { pointer: toPointer(['routes', index]), sectionIds: sectionIdsOf(route) });
    // A repeated path (reported in uniqueIds.ts) is most often a page renamed by copying another's address.
    else complete = false;
  });
  return { byPath, complete };
}
