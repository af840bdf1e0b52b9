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
function withoutEchoes(errors: ErrorObject[]): ErrorObject[] {
  const byPath = (keyword: string) => new Set(errors.filter((error) => error.keyword === keyword).map((error) => error.instancePath));
  const wrongType = byPath('type');
  const discriminated = byPath('discriminator');
  const patterned = byPath('pattern');
  // Grouped by object once: matching each unknown name against every missing one would be quadratic.
  const missingAt = new Map<string, string[]>();
  for (const error of errors) {
    if (error.keyword !== 'required') continue;
    const names = missingAt.get(error.instancePath) ?? [];
    names.push(String(error.params.missingProperty));
    missingAt.set(error.instancePath, names);
  }
  const misspelt = new Set(
    errors
      .filter((error) => error.keyword === 'additionalProperties')
      .map((error) => `${error.instancePath}/${nearest(String(error.params.additionalProperty), missingAt.get(error.instancePath) ?? [])}`),
  );
  return errors.filter((error) => {
    if (wrongType.has(error.instancePath)) return error.keyword === 'type';
    if (error.keyword === 'required' && discriminated.has(error.instancePath)) return false;
    if (error.keyword === 'required' && misspelt.has(`${error.instancePath}/${error.params.missingProperty}`)) return false;
    if (error.keyword === 'format' && patterned.has(error.instancePath)) return false;
    return true;
  });
}

export function schemaProblems(errors: ErrorObject[], data: unknown): UnplacedProblem[] {
  const seen = new Set<string>();
  return withoutEchoes(errors)
    .map((error) => explainSchemaError(error, data))
    .filter((problem) => {
      // The same facts twice (AJV can repeat an error through two paths) are one problem.
      const key = JSON.stringify(problem);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
