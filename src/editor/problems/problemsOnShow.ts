import { parsePointer, toPointer, valueAt } from '../../manifest/json/pointer';
import { jsonEqual } from '../shared/jsonEqual';
import type { PanelProblem } from './PanelProblem';

/**
 * Nothing written yet: no value, an empty text or list, or an object of such (a
 * new picture with no file yet, a new section). A section's `type` is its chosen
 * kind, not something written, so it does not count.
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object') return Object.entries(value).every(([key, entry]) => key === 'type' || isBlank(entry));
  return false;
}

const within = (pointer: string, outer: string) => pointer === outer || pointer.startsWith(`${outer}/`);

/**
 * Which problems to show now. A field not filled in yet (a new entry's name, a
 * list that needs an item) is only a problem once someone has been in it and left
 * it empty, or tried to save: a fresh entry is not a wall of red. Every other
 * problem (a wrong colour, a broken reference) shows at once, and so does one the
 * file already had (`saved`: the value there is as it was on disk), which nobody
 * is in the middle of writing.
 */
export function problemsOnShow(
  problems: readonly PanelProblem[],
  draft: unknown,
  touched: ReadonlySet<string>,
  saved: unknown,
) {
  const shown: PanelProblem[] = [];
  const waiting: PanelProblem[] = [];
  for (const problem of problems) {
    const seen = [...touched].some((pointer) => within(pointer, problem.pointer));
    // A property not there at all (a kind just chosen needs a 서명) was never filled in either.
    const here = valueAt(draft, problem.pointer);
    const unwritten = problem.code === 'missing-property' || isBlank(here);
    // A field not there at all was already missing from the file when the object lacking it is as it was on disk.
    const compared = here === undefined ? toPointer(parsePointer(problem.pointer).slice(0, -1)) : problem.pointer;
    const inFile =
      valueAt(draft, compared) !== undefined && jsonEqual(valueAt(draft, compared), valueAt(saved, compared));
    (seen || inFile || !unwritten ? shown : waiting).push(problem);
  }
  return { shown, waiting };
}
