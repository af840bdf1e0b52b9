import type { UnplacedProblem } from '../ManifestProblem';
import { toPointer } from '../json/pointer';
import type { CrossReferenceContext } from './CrossReferenceContext';
import { arrayAt, fieldAt, isRecord, stringAt } from './manifestShape';

const HOURS = ['company', 'hours'];

/** A range that closes no later than it opens, as 18:00–09:00 typed the wrong way round. */
function backwardRanges(weekly: unknown[]): UnplacedProblem[] {
  return weekly.flatMap((group, index) =>
    (arrayAt(group, 'hours') ?? []).flatMap((range, at): UnplacedProblem[] => {
      const opens = stringAt(range, 'opens');
      const closes = stringAt(range, 'closes');
      if (opens === undefined || closes === undefined || closes > opens) return [];
      const pointer = toPointer([...HOURS, 'weekly', index, 'hours', at, 'closes']);
      return [{ code: 'hours-close-before-open', pointer, params: { opens, closes } }];
    }),
  );
}

/** A day named in two groups: the page could show only one of its hours. */
function repeatedDays(weekly: unknown[], lineOf: (pointer: string) => number): UnplacedProblem[] {
  const first = new Map<string, string>();
  return weekly.flatMap((group, index) =>
    (arrayAt(group, 'days') ?? []).flatMap((day, at): UnplacedProblem[] => {
      if (typeof day !== 'string') return [];
      const pointer = toPointer([...HOURS, 'weekly', index, 'days', at]);
      const earlier = first.get(day);
      if (earlier === undefined) {
        first.set(day, pointer);
        return [];
      }
      return [{ code: 'hours-day-repeated', pointer, params: { day, firstLine: lineOf(earlier) } }];
    }),
  );
}

function backwardClosures(closures: unknown[]): UnplacedProblem[] {
  return closures.flatMap((closure, index): UnplacedProblem[] => {
    const from = stringAt(closure, 'from');
    const until = stringAt(closure, 'until');
    if (from === undefined || until === undefined || until >= from) return [];
    const pointer = toPointer([...HOURS, 'closures', index, 'until']);
    return [{ code: 'closure-ends-before-start', pointer, params: { from, until } }];
  });
}

/** What the schema cannot say of opening hours: times in order, each day once, and the words to write them in. */
export function openingHoursProblems({ data, lineOf }: CrossReferenceContext): UnplacedProblem[] {
  const hours = fieldAt(fieldAt(data, 'company'), 'hours');
  if (!isRecord(hours)) return [];
  const weekly = arrayAt(hours, 'weekly') ?? [];
  const labels = fieldAt(data, 'labels');
  const wordsMissing: UnplacedProblem[] =
    isRecord(labels) && fieldAt(labels, 'openingHours') === undefined
      ? [{ code: 'missing-hours-labels', pointer: toPointer(HOURS), params: {} }]
      : [];
  return [
    ...wordsMissing,
    ...backwardRanges(weekly),
    ...repeatedDays(weekly, lineOf),
    ...backwardClosures(arrayAt(hours, 'closures') ?? []),
  ];
}
