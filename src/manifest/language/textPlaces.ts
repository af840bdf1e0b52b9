import type { TextByLanguage } from '../site.gen';
import { escapeSegment } from '../json/pointer';
import { resolveRef, schemaFor, type Schema } from '../schema/schemaLookup';
import { siteSchema } from '../schema/siteSchemaValidator';

export type TextKind = 'text' | 'paragraph';

/** One translatable text of a manifest: where it is, what it holds, and whether it may have line breaks. */
export interface TextPlace {
  pointer: string;
  value: string | TextByLanguage;
  kind: TextKind;
}

const textDefinitions: Record<string, TextKind> = { '#/$defs/Text': 'text', '#/$defs/AltText': 'text', '#/$defs/Paragraph': 'paragraph' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonTypeMatches(schema: Schema, value: unknown): boolean {
  const type = schema.type;
  if (type === undefined) return true;
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return isObject(value);
  if (type === 'integer') return Number.isInteger(value);
  return typeof value === type;
}

/** The branch of a `oneOf` that `value` takes: its JSON type and every `const` of its properties match. */
function branchFor(union: Schema, value: unknown): Schema | undefined {
  return (union.oneOf as Schema[]).map(resolveRef).find((branch) => {
    if (!jsonTypeMatches(branch, value)) return false;
    const properties = (branch.properties ?? {}) as Record<string, Schema>;
    return Object.entries(properties).every(([key, property]) => property.const === undefined || (isObject(value) && value[key] === property.const));
  });
}

/**
 * Every translatable text of `manifest`, found through the schema (a plain
 * string is a text only where the schema says so), in document order. The
 * manifest must be valid against the schema; where it is not, the part that
 * does not fit is skipped.
 */
export function textPlaces(manifest: unknown): TextPlace[] {
  const found: TextPlace[] = [];
  const visit = (schema: Schema, value: unknown, pointer: string): void => {
    const kind = typeof schema.$ref === 'string' ? textDefinitions[schema.$ref] : undefined;
    if (kind) {
      // An empty alt marks a decorative picture in every language: nothing to translate.
      if ((typeof value === 'string' && value !== '') || isObject(value)) found.push({ pointer, value: value as TextPlace['value'], kind });
      return;
    }
    let applying = schemaFor(schema, value);
    if (Array.isArray(applying.oneOf) && !applying.discriminator) {
      const branch = branchFor(applying, value);
      if (!branch) return;
      applying = branch;
    }
    if (Array.isArray(value) && applying.items) {
      value.forEach((item, index) => visit(applying.items as Schema, item, `${pointer}/${index}`));
    } else if (isObject(value) && applying.properties) {
      const properties = applying.properties as Record<string, Schema>;
      for (const [key, item] of Object.entries(value)) {
        if (properties[key]) visit(properties[key], item, `${pointer}/${escapeSegment(key)}`);
      }
    }
  };
  visit(siteSchema as Schema, manifest, '');
  return found;
}
