import { toPointer } from '../json/pointer';
import { sectionPagePath } from '../pages/sitePages';
import { arrayAt, sectionsOf, stringAt } from './manifestShape';
import { writtenPosts } from './noticeChecks';

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
  // A notice post's own page is a page like a route's (sitePages.ts); its only section is the board holding it.
  // One at a route's address is reported in noticeChecks.ts, and the route keeps it.
  for (const { post, routePath, sectionId, pointer } of writtenPosts(data)) {
    const slug = stringAt(post, 'slug');
    if (slug === undefined || routePath === undefined) continue;
    const path = sectionPagePath(routePath, slug);
    if (!byPath.has(path))
      byPath.set(path, {
        pointer: pointer('slug'),
        sectionIds: sectionId === undefined ? undefined : new Set([sectionId]),
      });
  }
  return { byPath, complete };
}
