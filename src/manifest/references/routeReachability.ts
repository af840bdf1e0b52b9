import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { arrayAt, fieldAt, stringAt } from './manifestShape';
import type { RouteIndex } from './routeIndex';
import { isOutsideHref } from '../schema/linkHref';

/**
 * The pages the header leads to (its menu and its button), or undefined when some entry is broken or leads nowhere:
 * a misspelt href is reported as such, and the page it meant to reach should not be reported a second time as
 * unreachable. Another site's address leads to no page of this one.
 */
function menuTargets(data: unknown, routes: RouteIndex): Set<string> | undefined {
  const targets = new Set<string>();
  const button = fieldAt(data, 'headerButton');
  const buttonHref = stringAt(button, 'href');
  if (button !== undefined && buttonHref === undefined) return undefined;
  if (buttonHref !== undefined && !isOutsideHref(buttonHref)) targets.add(buttonHref);
  for (const group of arrayAt(data, 'menu') ?? []) {
    const href = stringAt(group, 'href');
    if (href === undefined) return undefined;
    if (!isOutsideHref(href)) targets.add(href);
    // A group without sub-items of its own has them from its page's sections, which lead to that page.
    for (const item of arrayAt(group, 'subItems') ?? []) {
      const itemHref = stringAt(item, 'href');
      if (itemHref !== undefined) targets.add(itemHref);
    }
  }
  return [...targets].every((target) => routes.byPath.has(target)) ? targets : undefined;
}

/** Pages the footer links to, on every page (the privacy policy is usually reached only there). */
function footerTargets(data: unknown): string[] {
  return (arrayAt(fieldAt(data, 'footer'), 'links') ?? []).flatMap((link) => {
    const href = stringAt(link, 'href');
    return href?.startsWith('/') ? [href.split('#')[0]!] : [];
  });
}

/** A page no menu entry, header button or footer link leads to exists only for those who know its address; the home page needs none. */
export function unreachableRoutes({ data, routes }: CrossReferenceContext): UnplacedProblem[] {
  const targets = menuTargets(data, routes);
  if (!targets) return [];
  for (const target of footerTargets(data)) targets.add(target);
  return (arrayAt(data, 'routes') ?? []).flatMap((route, index) => {
    const path = stringAt(route, 'path');
    if (path === undefined || path === '/' || targets.has(path)) return [];
    return [{ code: 'unreachable-route', pointer: toPointer(['routes', index, 'path']), params: { path } }];
  });
}
