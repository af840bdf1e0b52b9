import type { ManifestProblem } from '../ManifestProblem';
import { displayPath } from '../formatProblem';

// GitHub Actions reads "workflow commands" from a step's output and shows each
// ::error on the pull request's line. Its escaping rules (from @actions/core):
// in the message, %, CR and LF; in a property value, also ':' and ','.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error file=site.json,line=12,col=5,title=unknown-reference::분석장비 › …: <message> (<hint>)` */
export function githubAnnotation(problem: ManifestProblem, file: string): string {
  const properties = { file: displayPath(file), line: problem.line, col: problem.column, title: problem.code };
  const written = Object.entries(properties).map(([name, value]) => `${name}=${escapeProperty(String(value))}`);
  const place = problem.path ? `${problem.path}: ` : '';
  return `::error ${written.join(',')}::${escapeData(`${place}${problem.message} (${problem.hint})`)}`;
}
