import type { UnplacedProblem } from '../ManifestProblem';
import { nearest } from '../suggest';
import type { RouteIndex } from './routeIndex';

/** The problem with a site-internal link to `path`#`hash`, if any. */
export function linkTargetProblem(routes: RouteIndex, path: string, hash: string | undefined, pointers: { path: string; hash: string }): UnplacedProblem | undefined {
  const route = routes.byPath.get(path);
  if (!route) {
    // With a route missing its path, "no such page" may be a false alarm.
    if (!routes.complete) return undefined;
    return { code: 'unknown-page', pointer: pointers.path, params: { path, suggestion: nearest(path, routes.byPath.keys()) } };
  }
  if (hash === undefined || hash === '' || !route.sectionIds || route.sectionIds.has(hash)) return undefined;
  return {
    code: 'unknown-section',
    pointer: pointers.hash,
    params: { hash, path, suggestion: nearest(hash, route.sectionIds), sectionIds: [...route.sectionIds] },
  };
}
