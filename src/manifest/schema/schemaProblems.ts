import type { ErrorObject } from 'ajv';
import type { UnplacedProblem } from '../ManifestProblem';
import { nearest } from '../suggest';
import { explainSchemaError } from './explainSchemaError';

/**
 * Keeps one error per mistake. AJV with allErrors reports consequences too:
 * a wrong type also fails the union's tag check, a missing `type` fails both
 * `required` and the discriminator, a bad URL fails `format` and `pattern`, and
 * a misspelt name ("labell") is both unknown and, as "label", missing. A text
 * is a string or an object per language (a `oneOf` without a tag): the branch
 * the value's type did not take reports a wrong type that is no mistake.
 */
function* withoutEchoes(errors: ErrorObject[]): Generator<ErrorObject> {
  // One pass over all errors (a broken file can have a million), grouping by place.
  const paths = { type: new Set<string>(), discriminator: new Set<string>(), pattern: new Set<string>() };
  const missingAt = new Map<string, string[]>();
  const unknown: ErrorObject[] = [];
  const untagged = new Set(errors.filter((error) => error.keyword === 'oneOf').map((error) => error.instancePath));
  // Untagged unions where the branch of the value's own type found the mistake (an empty text, a line break).
  const explainedBelow = new Set<string>();
  for (const error of errors) {
    const { keyword, instancePath } = error;
    if (keyword !== 'type' && keyword !== 'oneOf') {
      for (let path = instancePath; path !== ''; path = path.slice(0, path.lastIndexOf('/')))
        if (untagged.has(path)) explainedBelow.add(path);
    }
    if (keyword === 'type' && untagged.has(instancePath)) continue;
    if (keyword === 'type' || keyword === 'discriminator' || keyword === 'pattern') paths[keyword].add(instancePath);
    else if (keyword === 'additionalProperties') unknown.push(error);
    else if (keyword === 'required') {
      const names = missingAt.get(instancePath) ?? [];
      names.push(String(error.params.missingProperty));
      missingAt.set(instancePath, names);
    }
  }
  const misspelt = new Set(
    unknown.map(
      (error) =>
        `${error.instancePath}/${nearest(String(error.params.additionalProperty), missingAt.get(error.instancePath) ?? [])}`,
    ),
  );
  const typeTold = new Set<string>();
  for (const error of errors) {
    const { keyword, instancePath } = error;
    if (keyword === 'oneOf' && untagged.has(instancePath)) continue;
    // A key's pattern error: the propertyNames error beside it names the key.
    if (keyword === 'pattern' && error.propertyName !== undefined) continue;
    if (keyword === 'type' && untagged.has(instancePath)) {
      // Of a value neither branch's type fits, the first branch's type is the one to say.
      if (explainedBelow.has(instancePath) || typeTold.has(instancePath)) continue;
      typeTold.add(instancePath);
    }
    if (paths.type.has(instancePath) && keyword !== 'type') continue;
    if (
      keyword === 'required' &&
      (paths.discriminator.has(instancePath) || misspelt.has(`${instancePath}/${error.params.missingProperty}`))
    )
      continue;
    if (keyword === 'format' && paths.pattern.has(instancePath)) continue;
    // A choice among named values (anyOf of consts): its anyOf error lists them all, each branch's const says one.
    if (keyword === 'const' && /\/anyOf\/\d+\/const$/u.test(error.schemaPath)) continue;
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
