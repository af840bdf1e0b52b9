import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import { nearest } from '../suggest';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { arrayAt, isRecord, stringAt } from './manifestShape';

// An instrument tab written { "instrument": "uhr-tem", "label": "TEM" } (issue 9)
// names its instrument one level deeper than a plain id, which idReferences.ts
// checks; this is the same check, with the same problem, for that shape.

interface TabList {
  owner: unknown;
  pointer: (string | number)[];
}

function tabLists(data: unknown): TabList[] {
  const groups = (arrayAt(data, 'routes') ?? []).flatMap((route, routeIndex) =>
    (arrayAt(isRecord(route) ? route.page : undefined, 'sections') ?? []).flatMap((section, index) =>
      stringAt(section, 'type') === 'equipmentGroup' ? [{ owner: section, pointer: ['routes', routeIndex, 'page', 'sections', index] }] : [],
    ),
  );
  const cases = (arrayAt(data, 'cases') ?? []).map((item, index) => ({ owner: item, pointer: ['cases', index] }));
  return [...groups, ...cases];
}

/** Instrument ids with their labels, or undefined when an id is missing or repeats (reported elsewhere; "unknown" could be wrong). */
function definedInstruments(data: unknown): Map<string, string | undefined> | undefined {
  const entries = (arrayAt(data, 'instruments') ?? []).map((item) => [stringAt(item, 'id'), stringAt(item, 'label')] as const);
  if (entries.some(([id]) => id === undefined)) return undefined;
  const ids = new Map(entries as [string, string | undefined][]);
  return ids.size === entries.length ? ids : undefined;
}

/** A labelled instrument tab whose instrument id is not in `instruments`. */
export function unknownLabelledTabInstruments({ data }: CrossReferenceContext): UnplacedProblem[] {
  const ids = definedInstruments(data);
  if (!ids) return [];
  return tabLists(data).flatMap(({ owner, pointer }) =>
    (arrayAt(owner, 'instruments') ?? []).flatMap((tab, index) => {
      const id = stringAt(tab, 'instrument');
      if (id === undefined || ids.has(id)) return [];
      const suggestion = nearest(id, ids.keys());
      return [
        {
          code: 'unknown-reference' as const,
          pointer: toPointer([...pointer, 'instruments', index, 'instrument']),
          params: { kind: 'instrument' as const, id, suggestion: suggestion === undefined ? undefined : { id: suggestion, label: ids.get(suggestion) }, listIsEmpty: ids.size === 0 },
        },
      ];
    }),
  );
}
