import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { caseReferences, instrumentReferences } from './idReferences';
import { siteHrefs } from './internalLinks';
import { arrayAt, stringAt } from './manifestShape';

/** Pointers of the second and later occurrences of each value, each with the first's pointer. */
function repeats(entries: { value: string | undefined; pointer: string }[]): { value: string; pointer: string; firstPointer: string }[] {
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

function idsOf(data: unknown, listKey: string, field: string) {
  return (arrayAt(data, listKey) ?? []).map((item, index) => ({ value: stringAt(item, field), pointer: toPointer([listKey, index, field]) }));
}

export function duplicateIds(context: CrossReferenceContext): UnplacedProblem[] {
  const { data, lineOf } = context;
  const problems: UnplacedProblem[] = [];
  for (const [listKey, kind, references] of [['instruments', 'instrument', instrumentReferences], ['cases', 'case', caseReferences]] as const) {
    const ids = idsOf(data, listKey, 'id');
    const defined = new Set(ids.map(({ value }) => value));
    // Ids the site asks for that no entry has any more: likely the repeated one's old id.
    const unmatched = [...new Set(references(data).map(({ id }) => id))].filter((id) => !defined.has(id));
    for (const repeat of repeats(ids)) {
      problems.push({ code: 'duplicate-id', pointer: repeat.pointer, params: { kind, id: repeat.value, firstLine: lineOf(repeat.firstPointer), unmatched } });
    }
  }
  const paths = idsOf(data, 'routes', 'path');
  const definedPaths = new Set(paths.map(({ value }) => value));
  const unmatchedPaths = [...new Set(siteHrefs(data).map(({ href }) => href.split('#')[0]!))].filter((path) => !definedPaths.has(path));
  for (const repeat of repeats(paths)) {
    problems.push({ code: 'duplicate-path', pointer: repeat.pointer, params: { path: repeat.value, firstLine: lineOf(repeat.firstPointer), unmatched: unmatchedPaths } });
  }
  return problems;
}

/** Section ids are the #hash of a page's address, so within one page they must differ. */
export function duplicateHashes(context: CrossReferenceContext): UnplacedProblem[] {
  const { data, lineOf } = context;
  return (arrayAt(data, 'routes') ?? []).flatMap((route, routeIndex) => {
    const path = stringAt(route, 'path') ?? '';
    const sections = arrayAt((route as { page?: unknown }).page, 'sections') ?? [];
    const ids = sections.map((section, index) => ({ value: stringAt(section, 'id'), pointer: toPointer(['routes', routeIndex, 'page', 'sections', index, 'id']) }));
    return repeats(ids).map((repeat): UnplacedProblem => ({
      code: 'duplicate-hash',
      pointer: repeat.pointer,
      params: { hash: repeat.value, path, firstLine: lineOf(repeat.firstPointer) },
    }));
  });
}
