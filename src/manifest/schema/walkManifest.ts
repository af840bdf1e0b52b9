import { escapeSegment } from '../json/pointer';
import { isRecord } from '../references/manifestShape';
import { resolveRef, schemaFor, type Schema } from './schemaLookup';
import { siteSchema } from './siteSchemaValidator';

function jsonTypeMatches(schema: Schema, value: unknown): boolean {
  const type = schema.type;
  if (type === undefined) return true;
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return isRecord(value);
  if (type === 'integer') return Number.isInteger(value);
  return typeof value === type;
}

/** The branch of a `oneOf` that `value` takes: its JSON type and every `const` of its properties match. */
function branchFor(union: Schema, value: unknown): Schema | undefined {
  return (union.oneOf as Schema[]).map(resolveRef).find((branch) => {
    if (!jsonTypeMatches(branch, value)) return false;
    const properties = (branch.properties ?? {}) as Record<string, Schema>;
    return Object.entries(properties).every(
      ([key, property]) => property.const === undefined || (isRecord(value) && value[key] === property.const),
    );
  });
}

/**
 * Called for every value on the way down, with the schema as written for it (its
 * $ref not followed, so a definition can be told by name); answers true when it
 * took the value whole and the walk is not to go inside.
 */
export type ManifestVisitor = (schema: Schema, value: unknown, pointer: string) => boolean;

/**
 * Visits every value of `manifest` with the schema that applies to it, in
 * document order. The manifest must be valid against the schema; where it is
 * not, the part that does not fit is skipped.
 */
export function walkManifest(manifest: unknown, visitor: ManifestVisitor): void {
  const visit = (schema: Schema, value: unknown, pointer: string): void => {
    if (visitor(schema, value, pointer)) return;
    let applying = schemaFor(schema, value);
    if (Array.isArray(applying.oneOf) && !applying.discriminator) {
      const branch = branchFor(applying, value);
      if (!branch) return;
      applying = branch;
    }
    if (Array.isArray(value) && applying.items) {
      value.forEach((item, index) => visit(applying.items as Schema, item, `${pointer}/${index}`));
    } else if (isRecord(value) && applying.properties) {
      const properties = applying.properties as Record<string, Schema>;
      for (const [key, item] of Object.entries(value)) {
        if (properties[key]) visit(properties[key], item, `${pointer}/${escapeSegment(key)}`);
      }
    }
  };
  visit(siteSchema as Schema, manifest, '');
}
