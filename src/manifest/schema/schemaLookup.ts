import { parsePointer } from '../json/pointer';
import { siteSchema } from './siteSchemaValidator';

export type Schema = { readonly [keyword: string]: unknown };

const root = siteSchema as Schema;

function isSchema(value: unknown): value is Schema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Follows local $refs ("#/$defs/Image") to the definition. */
export function resolveRef(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 10; depth++) {
    let target: unknown = root;
    for (const segment of parsePointer(current.$ref.replace(/^#/, '')))
      target = isSchema(target) ? target[segment] : undefined;
    if (!isSchema(target)) break;
    current = target;
  }
  return current;
}

/** The tag values one branch of a union takes: its const, or its enum (one branch for several kinds alike). */
function tagValues(branch: Schema, tag: string): unknown[] {
  const property = (resolveRef(branch).properties as Record<string, Schema> | undefined)?.[tag];
  if (property?.const !== undefined) return [property.const];
  return Array.isArray(property?.enum) ? property.enum : [];
}

/** The values a discriminated union accepts for its tag, in schema order. */
export function discriminatorValues(union: Schema): string[] {
  const tag = (union.discriminator as { propertyName?: string } | undefined)?.propertyName;
  const branches = Array.isArray(union.oneOf) ? (union.oneOf as Schema[]) : [];
  if (!tag) return [];
  return branches
    .flatMap((branch) => tagValues(branch, tag))
    .filter((value): value is string => typeof value === 'string');
}

/** The schema that applies to `data`: refs followed and, for a union, the branch its `type` names. */
export function schemaFor(schema: Schema, data: unknown): Schema {
  const resolved = resolveRef(schema);
  const tag = (resolved.discriminator as { propertyName?: string } | undefined)?.propertyName;
  if (!tag || !Array.isArray(resolved.oneOf) || !isSchema(data)) return resolved;
  const branch = (resolved.oneOf as Schema[]).find((candidate) => tagValues(candidate, tag).includes(data[tag]));
  return branch ? resolveRef(branch) : resolved;
}

/**
 * The schema written for the value at `pointer`, before following its $ref, so
 * a description placed beside the $ref (the field's own meaning) is kept.
 */
export function fieldSchemaAt(pointer: string, rootData: unknown): Schema | undefined {
  let schema: Schema = root;
  let data = rootData;
  for (const segment of parsePointer(pointer)) {
    const applying = schemaFor(schema, data);
    const next = Array.isArray(data)
      ? applying.items
      : (applying.properties as Record<string, unknown> | undefined)?.[segment];
    if (!isSchema(next)) return undefined;
    schema = next;
    data = isSchema(data) || Array.isArray(data) ? (data as Record<string, unknown>)[segment] : undefined;
  }
  return schema;
}

/**
 * A schema's text for people. Definitions keep theirs in $comment so that VS
 * Code hovers show the description written at the use site instead.
 */
export function schemaText(schema: Schema): string | undefined {
  const text = schema.description ?? schema.$comment;
  return typeof text === 'string' ? text : undefined;
}

/** The field's description, its own or its definition's. */
export function fieldDescription(field: Schema | undefined): string | undefined {
  if (!field) return undefined;
  return typeof field.description === 'string' ? field.description : schemaText(resolveRef(field));
}

/** The field's Korean title, its own or its definition's ("장비 탭", "이미지"). */
export function fieldTitle(field: Schema | undefined): string | undefined {
  if (!field) return undefined;
  const title = field.title ?? resolveRef(field).title;
  return typeof title === 'string' ? title : undefined;
}

/** A description's sentences after the first, which usually carry the example or the rule. */
export function descriptionDetails(description: string | undefined): string | undefined {
  const rest = description
    ?.split(/(?<=\.)\s/)
    .slice(1)
    .join(' ');
  return rest || undefined;
}

/**
 * A value picked from a fixed list, never words for people: a const, an enum, or a choice among named values (an anyOf
 * of consts, each with the title the editor shows for it).
 */
export function isFixedChoice(schema: Schema): boolean {
  if (schema.const !== undefined || Array.isArray(schema.enum)) return true;
  return Array.isArray(schema.anyOf) && (schema.anyOf as Schema[]).every((branch) => branch.const !== undefined);
}
