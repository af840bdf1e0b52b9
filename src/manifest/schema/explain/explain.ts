import type { ErrorObject } from 'ajv';
import type { UnplacedProblem } from '../../ManifestProblem';
import { resolveRef, type Schema } from '../schemaLookup';

/** Turns one AJV error into a problem people can act on. */
export type Explain = (error: ErrorObject, data: unknown) => UnplacedProblem;

export const list = (values: readonly string[]) => values.join(', ');

/** The schema holding the failed keyword: the object for required/additionalProperties, the union for discriminator. */
export function parentObjectSchema(error: ErrorObject): Schema {
  return resolveRef((error.parentSchema ?? {}) as Schema);
}

export function titleOf(schema: Schema): string {
  return typeof schema.title === 'string' ? schema.title : '이 묶음';
}
