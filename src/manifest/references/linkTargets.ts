import type { UnplacedProblem } from '../ManifestProblem';
import { nearest } from '../suggest';
import { referenceMessages } from './referenceMessages';
import type { RouteIndex } from './routeIndex';

/** The problem with a site-internal link to `path`#`hash`, if any. `what` names the link for people. */
export function linkTargetProblem(routes: RouteIndex, what: string, path: string, hash: string | undefined, pointers: { path: string; hash: string }): UnplacedProblem | undefined {
  const route = routes.byPath.get(path);
  if (!route) {
    // With a route missing its path, "no such page" may be a false alarm.
    if (!routes.complete) return undefined;
    return { code: 'unresolved-link', pointer: pointers.path, ...referenceMessages.unresolvedPage(what, path, nearest(path, routes.byPath.keys())) };
  }
  if (hash === undefined || hash === '' || !route.sectionIds || route.sectionIds.has(hash)) return undefined;
  return {
    code: 'unresolved-link',
    pointer: pointers.hash,
    ...referenceMessages.unresolvedSection(what, hash, path, nearest(hash, route.sectionIds), [...route.sectionIds]),
  };
}
