import { isRecord, stringAt } from '../../../manifest/references/manifestShape';
import { fieldTitle, resolveRef, type Schema } from '../../../manifest/schema/schemaLookup';

const NAME_KEYS = ['label', 'title', 'name'];

/** The property an entry is named by on the site (an instrument's label, a case's title). */
export function nameKeyOf(itemSchema: Schema): string | undefined {
  const properties = (resolveRef(itemSchema).properties ?? {}) as Record<string, unknown>;
  return NAME_KEYS.find((key) => key in properties);
}

/** What the name is called for this list, in the schema's words ("탭 이름", "사례 제목", "페이지 제목"). */
export function nameLabelOf(itemSchema: Schema): string {
  const key = nameKeyOf(itemSchema);
  const properties = (resolveRef(itemSchema).properties ?? {}) as Record<string, Schema>;
  return (key && fieldTitle(properties[key])) ?? '이름';
}

/**
 * The least a new entry needs: its required properties, empty. Whatever is still
 * to fill in is then listed as a problem beside its field.
 */
function skeletonOf(schema: Schema): unknown {
  const resolved = resolveRef(schema);
  if ('const' in resolved) return resolved.const;
  // A union (a page's kind) starts as its first kind; the form offers the others.
  if (Array.isArray(resolved.oneOf) && resolved.oneOf.length > 0) return skeletonOf(resolved.oneOf[0] as Schema);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  if (type === 'array') return [];
  if (type === 'string') return '';
  if (type !== 'object') return undefined;
  const properties = (resolved.properties ?? {}) as Record<string, Schema>;
  const required = Array.isArray(resolved.required) ? (resolved.required as string[]) : [];
  return Object.fromEntries(required.flatMap((key) => (properties[key] ? [[key, skeletonOf(properties[key])]] : [])).filter(([, value]) => value !== undefined));
}

/** A new entry of a list of `itemSchema`, with its key (`property`: id or address) and name. */
export function newEntry(itemSchema: Schema, property: string, key: string, name: string): Record<string, unknown> {
  const skeleton = skeletonOf(itemSchema);
  const nameKey = nameKeyOf(itemSchema);
  return { ...(isRecord(skeleton) ? skeleton : {}), [property]: key, ...(nameKey ? { [nameKey]: name } : {}) };
}

/** The keys (`property`) taken in a list. */
export function keysOf(list: readonly unknown[], property: string): string[] {
  return list.flatMap((entry) => stringAt(entry, property) ?? []);
}
