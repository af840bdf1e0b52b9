import type { ErrorObject } from 'ajv';
import { parsePointer } from '../../json/pointer';
import type { UnplacedProblem } from '../../ManifestProblem';
import type { FieldName } from '../../messages/valueCatalogue';
import { fieldTitle, resolveRef, type Schema } from '../schemaLookup';

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

/** A field as each language names it: its JSON key (list positions skipped) and its Korean title. */
export function fieldName(pointer: string, field: Schema | undefined): FieldName {
  const key =
    parsePointer(pointer)
      .filter((segment) => !/^\d+$/.test(segment))
      .at(-1) ?? '';
  return { key, title: fieldTitle(field) };
}
