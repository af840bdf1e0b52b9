import type { ErrorObject } from 'ajv';
import type { UnplacedProblem } from '../ManifestProblem';
import { nearest } from '../suggest';
import { explainSchemaError } from './explainSchemaError';

/**
 * Keeps one error per mistake. AJV with allErrors reports consequences too:
 * a wrong type also fails the union's tag check, a missing `type` fails both
 * `required` and the discriminator, a bad URL fails `format` and `pattern`, and
 * a misspelt name ("labell") is both unknown and, as "label", missing.
 */
function* withoutEchoes(errors: ErrorObject[]): Generator<ErrorObject> {
  // One pass over all errors (a broken file can have a million), grouping by place.
  const paths = { type: new Set<string>(), discriminator: new Set<string>(), pattern: new Set<string>() };
  const missingAt = new Map<string, string[]>();
  const unknown: ErrorObject[] = [];
  for (const error of errors) {
    const { keyword, instancePath } = error;
    if (keyword === 'type' || keyword === 'discriminator' || keyword === 'pattern') paths[keyword].add(instancePath);
    else if (keyword === 'additionalProperties') unknown.push(error);
    else if (keyword === 'required') {
      const names = missingAt.get(instancePath) ?? [];
      names.push(String(error.params.missingProperty));
      missingAt.set(instancePath, names);
    }
  }
  const misspelt = new Set(unknown.map((error) => `${error.instancePath}/${nearest(String(error.params.additionalProperty), missingAt.get(error.instancePath) ?? [])}`));
  for (const error of errors) {
    const { keyword, instancePath } = error;
    if (paths.type.has(instancePath) && keyword !== 'type') continue;
    if (keyword === 'required' && (paths.discriminator.has(instancePath) || misspelt.has(`${instancePath}/${error.params.missingProperty}`))) continue;
    if (keyword === 'format' && paths.pattern.has(instancePath)) continue;
    yield error;
  }
}

/** The problems of AJV's errors, at most `limit` of them (a file of 100,000 wrong items need not be explained in full). */
export function schemaProblems(errors: ErrorObject[], data: unknown, limit = Infinity): UnplacedProblem[] {
  const seen = new Set<string>();
  const problems: UnplacedProblem[] = [];
  for (const error of withoutEchoes(errors)) {
    if (problems.length >= limit) break;
    const problem = explainSchemaError(error, data);
    // The same facts twice (AJV can repeat an error through two paths) are one problem.
    const key = JSON.stringify(problem);
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}
