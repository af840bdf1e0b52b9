import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { caseReferences, instrumentReferences } from './idReferences';
import { siteHrefs } from './internalLinks';
import { LISTED_AT_MOST } from './linkTargets';
import { arrayAt, sectionsOf, stringAt, tabPagePath } from './manifestShape';

/** Pointers of the second and later occurrences of each value, each with the first's pointer. */
export function repeats(
  entries: { value: string | undefined; pointer: string }[],
): { value: string; pointer: string; firstPointer: string }[] {
  const first = new Map<string, string>();
  const found = [];
  for (const { value, pointer } of entries) {
    if (value === undefined) continue;
    const firstPointer = first.get(value);
    if (firstPointer === undefined) first.set(value, pointer);
    else found.push({ value, pointer, firstPointer });
  }
  return found;
}

/** Each entry's id with its pointer; entries without one are left out (and no pointer is built for them: there may be a million). */
function idsOf(data: unknown, listKey: string, field: string) {
  return (arrayAt(data, listKey) ?? []).flatMap((item, index) => {
    const value = stringAt(item, field);
    return value === undefined ? [] : [{ value, pointer: toPointer([listKey, index, field]) }];
  });
}

/**
 * Values the site asks for that no entry has: when an entry repeats another's
 * id, most likely the id it had before. (Those references are not reported on
 * their own; see definedIds in idReferences.ts and indexRoutes in routeIndex.ts.)
 * Only the first few: each repeat lists them, so all of them would grow the report quadratically.
 */
function unmatched(referenced: readonly string[], entries: readonly { value: string | undefined }[]): string[] {
  const defined = new Set(entries.map(({ value }) => value));
  return [...new Set(referenced)].filter((value) => !defined.has(value)).slice(0, LISTED_AT_MOST);
}

export function duplicateIds(context: CrossReferenceContext): UnplacedProblem[] {
  const { data, lineOf } = context;
  const problems: UnplacedProblem[] = [];
  for (const [listKey, kind, references] of [
    ['instruments', 'instrument', instrumentReferences],
    ['cases', 'case', caseReferences],
  ] as const) {
    const ids = idsOf(data, listKey, 'id');
    const wanted = unmatched(
      references(data).map(({ id }) => id),
      ids,
    );
    for (const repeat of repeats(ids)) {
      problems.push({
        code: 'duplicate-id',
        pointer: repeat.pointer,
        params: { kind, id: repeat.value, firstLine: lineOf(repeat.firstPointer), unmatched: wanted },
      });
    }
  }
  const paths = idsOf(data, 'routes', 'path');
  const wantedPaths = unmatched(
    siteHrefs(data).map(({ href }) => href.split('#')[0]!),
    paths,
  );
  for (const repeat of repeats(paths)) {
    problems.push({
      code: 'duplicate-path',
      pointer: repeat.pointer,
      params: { path: repeat.value, firstLine: lineOf(repeat.firstPointer), unmatched: wantedPaths },
    });
  }
  return problems;
}

/** Section ids are the #hash of a page's address, so within one page they must differ. */
export function duplicateHashes(context: CrossReferenceContext): UnplacedProblem[] {
  const { data, lineOf } = context;
  return (arrayAt(data, 'routes') ?? []).flatMap((route, routeIndex) => {
    const path = stringAt(route, 'path') ?? '';
    const sections = sectionsOf(route) ?? [];
    const ids = sections.map((section, index) => ({
      value: stringAt(section, 'id'),
      pointer: toPointer(['routes', routeIndex, 'page', 'sections', index, 'id']),
    }));
    return repeats(ids).map((repeat): UnplacedProblem => ({
      code: 'duplicate-hash',
      pointer: repeat.pointer,
      params: { hash: repeat.value, path, firstLine: lineOf(repeat.firstPointer) },
    }));
  });
}

/**
 * A category page's sections after the first get pages of their own at
 * `path/id` (src/manifest/pages/sitePages.ts): a route at one of those addresses
 * would be overwritten by it, or overwrite it.
 */
export function sectionPageClashes(context: CrossReferenceContext): UnplacedProblem[] {
  const { data, lineOf } = context;
  const routes = arrayAt(data, 'routes') ?? [];
  const sectionPages = new Map<string, { route: string; hash: string; pointer: string }>();
  routes.forEach((route, routeIndex) => {
    (sectionsOf(route) ?? []).forEach((section, index) => {
      const page = tabPagePath(route, index);
      if (page === undefined) return;
      const pointer = toPointer(['routes', routeIndex, 'page', 'sections', index, 'id']);
      sectionPages.set(page, { route: stringAt(route, 'path')!, hash: stringAt(section, 'id')!, pointer });
    });
  });
  return routes.flatMap((route, index): UnplacedProblem[] => {
    const path = stringAt(route, 'path');
    const clash = path === undefined ? undefined : sectionPages.get(path);
    if (!clash) return [];
    const params = { path: path!, route: clash.route, hash: clash.hash, sectionLine: lineOf(clash.pointer) };
    return [{ code: 'section-page-path', pointer: toPointer(['routes', index, 'path']), params }];
  });
}
