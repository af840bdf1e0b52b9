import type { ManifestProblem } from '../ManifestProblem';
import { displayPath } from '../formatProblem';
import type { Completeness } from '../translations/completeness';

/** What `npm run validate -- --format json` prints: one object, every field of every problem. */
export interface JsonReport {
  file: string;
  ok: boolean;
  problems: ReportedProblem[];
  /** What is valid but should not be published; `ok` stays true. */
  warnings: ReportedProblem[];
  /** With `--translations`: texts written per page and language. */
  translations?: Completeness;
}

type ReportedProblem = Pick<ManifestProblem, 'code' | 'line' | 'column' | 'pointer' | 'path' | 'message' | 'hint'>;

const reported = ({ code, line, column, pointer, path, message, hint }: ManifestProblem): ReportedProblem => ({
  code,
  line,
  column,
  pointer,
  path,
  message,
  hint,
});

export function jsonReport(
  file: string,
  problems: readonly ManifestProblem[],
  warnings: readonly ManifestProblem[] = [],
): JsonReport {
  return {
    file: displayPath(file),
    ok: problems.length === 0,
    problems: problems.map(reported),
    warnings: warnings.map(reported),
  };
}
