import { isAbsolute, relative, resolve } from 'node:path';
import type { ManifestProblem } from './ManifestProblem';
import { SUMMARY } from './messages/fileCatalogue';
import type { ToolLanguage } from '../messages/toolLanguage';

/** The file as people typed it, relative to where they are (e.g. "site.json"). */
export function displayPath(file: string): string {
  const fromHere = relative(process.cwd(), resolve(file));
  return fromHere.startsWith('..') || isAbsolute(fromHere) ? file : fromHere;
}

/**
 * `site.json:12:5  분석장비 › 표면분석 › 장비 탭: <message>` and an indented
 * `  → <hint>  (<pointer>)` line. The position is what editors and terminals make
 * clickable; the place in words is for people, the JSON pointer for developers.
 */
export function formatProblem(problem: ManifestProblem, file: string): string {
  const place = problem.path ? `${problem.path}: ` : '';
  const pointer = problem.pointer ? `  (${problem.pointer})` : '';
  return `${displayPath(file)}:${problem.line}:${problem.column}  ${place}${problem.message}\n  → ${problem.hint}${pointer}`;
}

/** The closing line of a report: how many problems, or that there are none. */
export function formatSummary(problems: readonly ManifestProblem[], file: string, lang: ToolLanguage = 'ko'): string {
  return SUMMARY[lang](displayPath(file), problems.length);
}

/**
 * What a failed validation prints: each problem, then the summary line, which
 * is left out when the file could not be read (its one problem says so).
 */
export function formatFailureReport(
  { problems, unreadable }: { problems: readonly ManifestProblem[]; unreadable?: boolean },
  file: string,
  lang: ToolLanguage = 'ko',
): string[] {
  const lines = problems.map((problem) => formatProblem(problem, file));
  return unreadable ? lines : [...lines, formatSummary(problems, file, lang)];
}

/** A warning: the problem's own lines, marked so that nobody takes the file for refused. */
export function formatWarning(warning: ManifestProblem, file: string, lang: ToolLanguage = 'ko'): string {
  return `${lang === 'ko' ? '경고' : 'warning'}: ${formatProblem(warning, file)}`;
}
