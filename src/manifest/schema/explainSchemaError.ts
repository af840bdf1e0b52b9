import type { ErrorObject } from 'ajv';
import type { UnplacedProblem } from '../ManifestProblem';
import type { Explain } from './messages/explain';
import { missingProperty, unknownProperty } from './messages/propertyMessages';
import { discriminator, oneOfValues, wrongType } from './messages/typeMessages';
import { format, limits, pattern } from './messages/valueMessages';

// The catalogue of schema problems: each AJV keyword the schema uses, and who explains it.
const EXPLAIN: Record<string, Explain> = {
  required: missingProperty,
  additionalProperties: unknownProperty,
  type: wrongType,
  discriminator,
  const: oneOfValues,
  enum: oneOfValues,
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
};

/** One AJV error in Korean, placed at the value (or key, or object) to fix. */
export function explainSchemaError(error: ErrorObject, data: unknown): UnplacedProblem {
  const explain = EXPLAIN[error.keyword];
  if (explain) return explain(error, data);
  // A keyword the schema does not use today; still say where, even if less precisely.
  return { code: 'bad-value', pointer: error.instancePath, message: `값이 스키마 규칙(${error.keyword})에 맞지 않습니다.`, hint: error.message ?? '' };
}
