import type { ManifestProblem, PlacedProblem } from './ManifestProblem';
import { escapeSegment } from './json/pointer';
import { breadcrumb } from './location/breadcrumb';
import { describeProblem } from './messages/catalogue';
import { languageOf, type Reader } from './messages/Lang';

/** A placed problem in words: where it is in the site's terms, what is wrong, what to do. */
export function presentProblem(problem: PlacedProblem, data: unknown, reader: Reader): ManifestProblem {
  const { code, pointer, line, column } = problem;
  const field = problem.code === 'missing-property' ? { field: `${pointer}/${escapeSegment(problem.params.name)}` } : {};
  return { code, pointer, line, column, path: breadcrumb(pointer, data, languageOf(reader)), ...describeProblem(problem, reader), ...field };
}
