import { isRecord, stringAt } from '../../../manifest/references/manifestShape';
import { resolveRef, type Schema } from '../../../manifest/schema/schemaLookup';

const NAME_KEYS = ['label', 'title', 'name'];

/** The property an entry is named by on the site (an instrument's label, a case's title). */
export function nameKeyOf(itemSchema: Schema): string | undefined {
  const properties = (resolveRef(itemSchema).properties ?? {}) as Record<string, unknown>;
  return NAME_KEYS.find((key) => key in properties);
}

/**
 * The least a new entry needs: its required properties, empty. Whatever is still
 * to fill in is then listed as a problem beside its field.
 */
export function skeletonOf(schema: Schema): unknown {
  const resolved = resolveRef(schema);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  if (type === 'array') return [];
  if (type === 'string') return '';
  if (type !== 'object') return undefined;
  const properties = (resolved.properties ?? {}) as Record<string, Schema>;
  const required = Array.isArray(resolved.required) ? (resolved.required as string[]) : [];
  return Object.fromEntries(required.flatMap((key) => (properties[key] ? [[key, skeletonOf(properties[key])]] : [])).filter(([, value]) => value !== undefined));
}

/** A new entry of a list of `itemSchema`, with its id and name. */
export function newEntry(itemSchema: Schema, id: string, name: string): Record<string, unknown> {
  const skeleton = skeletonOf(itemSchema);
  const nameKey = nameKeyOf(itemSchema);
  return { ...(isRecord(skeleton) ? skeleton : {}), id, ...(nameKey ? { [nameKey]: name } : {}) };
}

/** Ids taken in a list. */
export function idsOf(list: readonly unknown[]): string[] {
  return list.flatMap((entry) => stringAt(entry, 'id') ?? []);
}

/** "AnalysisCase" → "analysis-case": the stem of ids proposed for entries with a Korean name. */
export function idStem(itemSchema: Schema): string {
  const ref = typeof itemSchema.$ref === 'string' ? itemSchema.$ref.split('/').at(-1)! : 'item';
  return ref.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
