import type { ErrorObject } from 'ajv';
import type { UnplacedProblem } from '../../ManifestProblem';
import { resolveRef, type Schema } from '../schemaLookup';

/** Gathers the facts of one AJV error: which problem, where, and what people need to know to fix it. */
export type Explain = (error: ErrorObject, data: unknown) => UnplacedProblem;

/** The schema holding the failed keyword: the object for required/additionalProperties, the union for discriminator. */
export function parentObjectSchema(error: ErrorObject): Schema {
  return resolveRef((error.parentSchema ?? {}) as Schema);
}

export function titleOf(schema: Schema): string | undefined {
  return typeof schema.title === 'string' ? schema.title : undefined;
}

export function propertiesOf(schema: Schema): Record<string, Schema> {
  return (schema.properties as Record<string, Schema> | undefined) ?? {};
}
