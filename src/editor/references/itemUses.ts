import { toPointer } from '../../manifest/json/pointer';
import { breadcrumb } from '../../manifest/location/breadcrumb';
import { siteHrefs } from '../../manifest/references/internalLinks';
import { arrayAt, fieldAt, stringAt } from '../../manifest/references/manifestShape';
import { pathOf } from '../saving/jsonEdits';
import type { ReferenceUse } from './referenceUses';

/** The menu sub-items written to lead to section `id` of the page at `path`. */
function menuUses(manifest: unknown, path: string, id: string): string[] {
  return (arrayAt(manifest, 'menu') ?? []).flatMap((group, groupIndex) =>
    (arrayAt(group, 'subItems') ?? []).flatMap((item, itemIndex) =>
      stringAt(item, 'hash') === id && (stringAt(item, 'href') ?? stringAt(group, 'href')) === path
        ? [toPointer(['menu', groupIndex, 'subItems', itemIndex, 'hash'])]
        : [],
    ),
  );
}

/**
 * Where a list item inside a part of the site is used: a page's section by the
 * links to it ("/about#partners", a menu sub-item's hash). An item nothing
 * links to (a partner, a spec line) has none. These are left to fix by hand:
 * the dialog says where, the problems panel then points at each.
 */
export function usesOfItem(manifest: unknown, pointer: string): ReferenceUse[] {
  const [root, routeIndex, page, sections, index, ...rest] = pathOf(pointer);
  if (root !== 'routes' || page !== 'page' || sections !== 'sections' || index === undefined || rest.length > 0)
    return [];
  const route = arrayAt(manifest, 'routes')?.[Number(routeIndex)];
  const path = stringAt(route, 'path');
  const id = stringAt(arrayAt(fieldAt(route, 'page'), 'sections')?.[Number(index)], 'id');
  if (path === undefined || id === undefined) return [];
  const inside = `${pointer}/`;
  const links = siteHrefs(manifest)
    .filter((link) => link.href === `${path}#${id}` && !link.pointer.startsWith(inside))
    .map((link) => link.pointer);
  return [...menuUses(manifest, path, id), ...links].map((use) => ({
    pointer: use,
    place: breadcrumb(use, manifest, 'ko'),
    removable: false,
  }));
}
