import type { ErrorObject } from 'ajv';
import type { UnplacedProblem } from '../ManifestProblem';
import type { Explain } from './explain/explain';
import { emptyTextByLanguage, propertyName, sameTextWithLanguages } from './explain/languageErrors';
import { missingProperty, unknownProperty } from './explain/propertyErrors';
import { discriminator, oneOfValues, wrongType } from './explain/typeErrors';
import { format, limits, pattern } from './explain/valueErrors';

/**
 * Each AJV keyword that can fail, and who gathers its facts. A test walks the
 * schema and fails when it uses a keyword missing here.
 */
export const EXPLAIN: Readonly<Record<string, Explain>> = {
  required: missingProperty,
  additionalProperties: unknownProperty,
  type: wrongType,
  // Every oneOf has a discriminator, and AJV then checks the union through it alone.
  discriminator,
  const: oneOfValues,
  enum: oneOfValues,
  // A choice among named values: an anyOf of consts, each with the title the editor shows for it.
  anyOf: oneOfValues,
  pattern,
  format,
  minLength: limits,
  maxLength: limits,
  minItems: limits,
  maxItems: limits,
  minimum: limits,
  maximum: limits,
  exclusiveMinimum: limits,
  exclusiveMaximum: limits,
  propertyNames: propertyName,
  minProperties: emptyTextByLanguage,
  maxProperties: sameTextWithLanguages,
};

/** One AJV error as a problem, placed at the value (or key, or object) to fix. */
export function explainSchemaError(error: ErrorObject, data: unknown): UnplacedProblem {
  const explain = EXPLAIN[error.keyword];
  if (explain) return explain(error, data);
  return {
    code: 'schema-rule',
    pointer: error.instancePath,
    params: { keyword: error.keyword, detail: error.message ?? '' },
  };
}
