import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { schemaForTypes } from './schemaForTypes';

/** TypeScript types for a JSON Schema, the root named `rootName`. */
export function typesFromSchema(schema: JSONSchema, rootName: string): Promise<string> {
  return compile(schemaForTypes(schema) as JSONSchema, rootName, {
    bannerComment: '',
    additionalProperties: false,
    unreachableDefinitions: true,
    format: true,
    style: { singleQuote: true },
  });
}
