import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import { nearest } from '../suggest';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { arrayAt, stringAt } from './manifestShape';
import { referenceMessages } from './referenceMessages';

interface Reference {
  id: string;
  pointer: string;
}

/** The defined ids, or undefined when some entry has no id and "not defined" could be wrong. */
function definedIds(data: unknown, listKey: string): Set<string> | undefined {
  const ids = arrayAt(data, listKey)?.map((item) => stringAt(item, 'id'));
  return !ids || ids.some((id) => id === undefined) ? undefined : new Set(ids as string[]);
}

function sectionsWithPointers(data: unknown) {
  return (arrayAt(data, 'routes') ?? []).flatMap((route, routeIndex) =>
    (arrayAt((route as { page?: unknown }).page, 'sections') ?? []).map((section, index) => ({ section, pointer: ['routes', routeIndex, 'page', 'sections', index] as (string | number)[] })),
  );
}

function instrumentReferences(data: unknown): Reference[] {
  const lists = [
    ...sectionsWithPointers(data)
      .filter(({ section }) => stringAt(section, 'type') === 'equipmentGroup')
      .map(({ section, pointer }) => ({ owner: section, pointer })),
    ...(arrayAt(data, 'cases') ?? []).map((item, index) => ({ owner: item, pointer: ['cases', index] as (string | number)[] })),
  ];
  return lists.flatMap(({ owner, pointer }) =>
    (arrayAt(owner, 'instruments') ?? []).flatMap((id, index) => (typeof id === 'string' ? [{ id, pointer: toPointer([...pointer, 'instruments', index]) }] : [])),
  );
}

function caseReferences(data: unknown): Reference[] {
  return sectionsWithPointers(data).flatMap(({ section, pointer }) => {
    const id = stringAt(section, 'case');
    return stringAt(section, 'type') === 'caseStudy' && id !== undefined ? [{ id, pointer: toPointer([...pointer, 'case']) }] : [];
  });
}

function unresolved(references: Reference[], ids: Set<string> | undefined, kind: string, listKey: string): UnplacedProblem[] {
  if (!ids) return [];
  return references
    .filter((reference) => !ids.has(reference.id))
    .map((reference) => ({
      code: 'unknown-reference',
      pointer: reference.pointer,
      ...referenceMessages.unknownReference(kind, listKey, reference.id, nearest(reference.id, ids), ids.size === 0),
    }));
}

/** Pages name instruments and cases by id; every id must be defined once in its list. */
export function unknownReferences({ data }: CrossReferenceContext): UnplacedProblem[] {
  return [
    ...unresolved(instrumentReferences(data), definedIds(data, 'instruments'), '장비', 'instruments'),
    ...unresolved(caseReferences(data), definedIds(data, 'cases'), '분석 사례', 'cases'),
  ];
}
