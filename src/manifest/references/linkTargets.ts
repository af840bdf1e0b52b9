import type { UnplacedProblem } from '../ManifestProblem';
import { nearest } from '../suggest';
import type { RouteIndex } from './routeIndex';

/** How many ids a problem lists as a hint; the rest would only lengthen every such problem. */
export const LISTED_AT_MOST = 20;

function firstOf<T>(values: Iterable<T>, count: number): T[] {
  const first: T[] = [];
  for (const value of values) {
    if (first.length === count) break;
    first.push(value);
  }
  return first;
}

/** The problem with a site-internal link to `path`#`hash`, if any. */
export function linkTargetProblem(
  routes: RouteIndex,
  path: string,
  hash: string | undefined,
  pointers: { path: string; hash: string },
): UnplacedProblem | undefined {
  const route = routes.byPath.get(path);
  if (!route) {
    // With a route missing its path, "no such page" may be a false alarm.
    if (!routes.complete) return undefined;
    return {
      code: 'unknown-page',
      pointer: pointers.path,
      params: { path, suggestion: nearest(path, routes.byPath.keys()) },
    };
  }
  if (hash === undefined || hash === '' || !route.sectionIds || route.sectionIds.has(hash)) return undefined;
  return {
    code: 'unknown-section',
    pointer: pointers.hash,
    // The first few ids are a hint; all of them, in each of many such problems, would make the report grow quadratically.
    params: {
      hash,
      path,
      suggestion: nearest(hash, route.sectionIds),
      sectionIds: firstOf(route.sectionIds, LISTED_AT_MOST),
    },
  };
}
