import type { ManifestProblem, PlacedProblem } from './ManifestProblem';
import { escapeSegment } from './json/pointer';
import { breadcrumb } from './location/breadcrumb';
import { describeProblem } from './messages/catalogue';
import { languageOf, type Reader } from './messages/reader';

/** The field to fix inside the value at `pointer`: a property not there at all, or a language's box of a text. */
function fieldOf(problem: PlacedProblem): { field?: string } {
  if (problem.code === 'missing-property') return { field: `${problem.pointer}/${escapeSegment(problem.params.name)}` };
  if (problem.code === 'missing-translation')
    return { field: `${problem.pointer}/${escapeSegment(problem.params.language)}` };
  return {};
}

/** A placed problem in words: where it is in the site's terms, what is wrong, what to do. */
export function presentProblem(problem: PlacedProblem, data: unknown, reader: Reader): ManifestProblem {
  const { pointer, line, column } = problem;
  const field = fieldOf(problem);
  return {
    pointer,
    line,
    column,
    path: breadcrumb(pointer, data, languageOf(reader)),
    ...describeProblem(problem, reader),
    ...field,
  };
}
