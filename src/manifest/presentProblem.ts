import type { ManifestProblem, PlacedProblem } from './ManifestProblem';
import { breadcrumb } from './location/breadcrumb';
import { describeProblem } from './messages/catalogue';
import { languageOf, type Reader } from './messages/Lang';

/** A placed problem in words: where it is in the site's terms, what is wrong, what to do. */
export function presentProblem(problem: PlacedProblem, data: unknown, reader: Reader): ManifestProblem {
  const { code, pointer, line, column } = problem;
  return { code, pointer, line, column, path: breadcrumb(pointer, data, languageOf(reader)), ...describeProblem(problem, reader) };
}
