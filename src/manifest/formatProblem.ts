import { isAbsolute, relative, resolve } from 'node:path';
import type { ManifestProblem } from './ManifestProblem';

/** The file as people typed it, relative to where they are (e.g. "site.json"). */
export function displayPath(file: string): string {
  const fromHere = relative(process.cwd(), resolve(file));
  return fromHere.startsWith('..') || isAbsolute(fromHere) ? file : fromHere;
}

/**
 * `site.json:12:5  /routes/2/path  <message>` and, when there is one, an indented
 * `  → <hint>` line. The position part is what editors and terminals make clickable.
 */
export function formatProblem(problem: ManifestProblem, file: string): string {
  const first = `${displayPath(file)}:${problem.line}:${problem.column}  ${problem.pointer || '/'}  ${problem.message}`;
  return problem.hint ? `${first}\n  → ${problem.hint}` : first;
}

/** The closing line of a report: how many problems, or that there are none. */
export function formatSummary(problems: readonly ManifestProblem[], file: string): string {
  return problems.length === 0 ? `${displayPath(file)}: 문제가 없습니다.` : `${displayPath(file)}: 문제 ${problems.length}개를 찾았습니다.`;
}
