import { factsOf } from '../../kinds/facts';
import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import { nearest } from '../suggest';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { arrayAt, isRecord, sectionsOf, stringAt, textAt } from './manifestShape';
import type { ListKind } from '../messages/referenceCatalogue';

interface Reference {
  id: string;
  pointer: string;
}

/**
 * The defined ids with each entry's own name (to show beside a suggested id), or
 * undefined when "not defined" could be wrong: some entry has no id, or an id
 * repeats (most often an entry renamed by copying another's id; the repeat is
 * reported, with the references it left behind, in uniqueIds.ts).
 */
function definedIds(data: unknown, listKey: string, nameKey: string): Map<string, string | undefined> | undefined {
  const entries = arrayAt(data, listKey)?.map((item) => [stringAt(item, 'id'), textAt(item, nameKey, data)] as const);
  if (!entries || entries.some(([id]) => id === undefined)) return undefined;
  const ids = new Map(entries as [string, string | undefined][]);
  return ids.size === entries.length ? ids : undefined;
}

function sectionsWithPointers(data: unknown) {
  return (arrayAt(data, 'routes') ?? []).flatMap((route, routeIndex) =>
    (sectionsOf(route) ?? []).map((section, index) => ({
      section,
      pointer: ['routes', routeIndex, 'page', 'sections', index] as (string | number)[],
    })),
  );
}

/** Whether a section's kind lists instrument tabs in its `instruments` (an equipment group). */
export const listsInstrumentTabs = (section: unknown) => factsOf(stringAt(section, 'type'))?.instrumentTabs === true;

/** The case a section names by id, if its kind names one (a case tab's `case`). */
export function caseIdOf(section: unknown): string | undefined {
  const field = factsOf(stringAt(section, 'type'))?.caseId;
  return field === undefined ? undefined : stringAt(section, field);
}

/** Every owner of an instrument tab list (sections of a kind listing tabs, and cases), with its pointer. */
export function instrumentTabLists(data: unknown): { owner: unknown; pointer: (string | number)[] }[] {
  return [
    ...sectionsWithPointers(data)
      .filter(({ section }) => listsInstrumentTabs(section))
      .map(({ section, pointer }) => ({ owner: section, pointer })),
    ...(arrayAt(data, 'cases') ?? []).map((item, index) => ({
      owner: item,
      pointer: ['cases', index] as (string | number)[],
    })),
  ];
}

const instrumentReferencesOf = new WeakMap<object, Reference[]>();

/** Every instrument id the pages and cases name; gathered once per manifest (two checks ask, and a list may be long). */
export function instrumentReferences(data: unknown): Reference[] {
  const known = isRecord(data) ? instrumentReferencesOf.get(data) : undefined;
  if (known) return known;
  // A tab is an id, or { "instrument": id, "label": ... } naming it one level deeper.
  const references = instrumentTabLists(data).flatMap(({ owner, pointer }) => {
    const list = `${toPointer(pointer)}/instruments/`;
    return (arrayAt(owner, 'instruments') ?? []).flatMap((tab, index) => {
      if (typeof tab === 'string') return [{ id: tab, pointer: `${list}${index}` }];
      const id = stringAt(tab, 'instrument');
      return id === undefined ? [] : [{ id, pointer: `${list}${index}/instrument` }];
    });
  });
  if (isRecord(data)) instrumentReferencesOf.set(data, references);
  return references;
}

export function caseReferences(data: unknown): Reference[] {
  return sectionsWithPointers(data).flatMap(({ section, pointer }) => {
    const field = factsOf(stringAt(section, 'type'))?.caseId;
    if (field === undefined) return [];
    const id = stringAt(section, field);
    return id === undefined ? [] : [{ id, pointer: toPointer([...pointer, field]) }];
  });
}

function unresolved(
  references: Reference[],
  ids: Map<string, string | undefined> | undefined,
  kind: ListKind,
): UnplacedProblem[] {
  if (!ids) return [];
  return references
    .filter((reference) => !ids.has(reference.id))
    .map((reference) => {
      const suggestion = nearest(reference.id, ids.keys());
      return {
        code: 'unknown-reference',
        pointer: reference.pointer,
        params: {
          kind,
          id: reference.id,
          suggestion: suggestion === undefined ? undefined : { id: suggestion, label: ids.get(suggestion) },
          listIsEmpty: ids.size === 0,
        },
      };
    });
}

/** Pages name instruments and cases by id; every id must be defined once in its list. */
export function unknownReferences({ data }: CrossReferenceContext): UnplacedProblem[] {
  return [
    ...unresolved(instrumentReferences(data), definedIds(data, 'instruments', 'label'), 'instrument'),
    ...unresolved(caseReferences(data), definedIds(data, 'cases', 'title'), 'case'),
  ];
}
