import type { ManifestProblem } from '../ManifestProblem';
import { displayPath } from '../formatProblem';

/** What `npm run validate -- --format json` prints: one object, every field of every problem. */
export interface JsonReport {
  file: string;
  ok: boolean;
  problems: Pick<ManifestProblem, 'code' | 'line' | 'column' | 'pointer' | 'path' | 'message' | 'hint'>[];
}

export function jsonReport(file: string, problems: readonly ManifestProblem[]): JsonReport {
  return {
    file: displayPath(file),
    ok: problems.length === 0,
    problems: problems.map(({ code, line, column, pointer, path, message, hint }) => ({ code, line, column, pointer, path, message, hint })),
  };
}
