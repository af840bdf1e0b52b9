import type { JSONSchema } from 'json-schema-to-typescript';

/**
 * The few facts of the inquiry schema the browser's form needs (which fields
 * are required, their lengths and patterns), without
 * the schema's titles and descriptions: importing the schema itself put about
 * 2 KB of Korean prose into every page that has a form.
 */
export function inquiryConstraintsSource(schema: JSONSchema): string {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => {
      const { maxLength, pattern } = property as JSONSchema;
      return [name, { ...(maxLength !== undefined && { maxLength }), ...(pattern !== undefined && { pattern }) }];
    }),
  );
  const constraints = { required: schema.required ?? [], properties };
  return `export const inquiryConstraints = ${JSON.stringify(constraints, null, 2)} as const;\n`;
}
