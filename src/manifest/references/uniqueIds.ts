import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { arrayAt, stringAt } from './manifestShape';
import { referenceMessages } from './referenceMessages';

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
  for (const [listKey, kind] of [['instruments', '장비'], ['cases', '분석 사례']] as const) {
    for (const repeat of repeats(idsOf(data, listKey, 'id'))) {
      problems.push({ code: 'duplicate-id', pointer: repeat.pointer, ...referenceMessages.duplicateId(kind, repeat.value, lineOf(repeat.firstPointer)) });
    }
  }
  for (const repeat of repeats(idsOf(data, 'routes', 'path'))) {
    problems.push({ code: 'duplicate-path', pointer: repeat.pointer, ...referenceMessages.duplicatePath(repeat.value, lineOf(repeat.firstPointer)) });
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
      ...referenceMessages.duplicateHash(repeat.value, path, lineOf(repeat.firstPointer)),
    }));
  });
}
