import type { JSONSchema } from 'json-schema-to-typescript';

/**
 * The few facts of the inquiry schema the browser's form needs (which fields
 * are required, each field kind's length and pattern), without
 * the schema's titles and descriptions: importing the schema itself put about
 * 2 KB of Korean prose into every page that has a form.
 */
export function inquiryConstraintsSource(schema: JSONSchema): string {
  const limits = (definitions: Record<string, JSONSchema> = {}) =>
    Object.fromEntries(
      Object.entries(definitions).map(([name, property]) => {
        const { maxLength, pattern } = property;
        return [name, { ...(maxLength !== undefined && { maxLength }), ...(pattern !== undefined && { pattern }) }];
      }),
    );
  // `properties` are the form's own fields (consent, page, the hidden one); `kinds` the firm's fields by their type.
  const constraints = {
    required: schema.required ?? [],
    properties: limits(schema.properties),
    kinds: limits(schema.$defs as Record<string, JSONSchema>),
  };
  return `export const inquiryConstraints = ${JSON.stringify(constraints, null, 2)} as const;\n`;
}
