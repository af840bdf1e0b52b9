import { isRecord, stringAt } from '../../manifest/references/manifestShape';
import {
  discriminatorValues,
  fieldTitle,
  resolveRef,
  schemaText,
  type Schema,
} from '../../manifest/schema/schemaLookup';
import { startingKind } from '../forms/addedKinds';

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

/** A kind of value a union offers (a page's kind), in the schema's words. */
export interface KindOption {
  kind: string;
  title: string;
  description?: string;
}

/** The union a new entry must choose a kind of before it is added (a page's 페이지 내용), with its kinds. */
export interface KindChoice {
  property: string;
  /** What the choice is called ("페이지 종류"): the title of the union's tag. */
  label: string;
  options: KindOption[];
}

export function kindChoiceOf(itemSchema: Schema): KindChoice | undefined {
  const resolved = resolveRef(itemSchema);
  const properties = (resolved.properties ?? {}) as Record<string, Schema>;
  const required = Array.isArray(resolved.required) ? (resolved.required as string[]) : [];
  for (const property of required) {
    const union = properties[property] && resolveRef(properties[property]);
    if (!union || !Array.isArray(union.oneOf)) continue;
    const branches = (union.oneOf as Schema[]).map(resolveRef);
    const options = discriminatorValues(union).map((kind, index) => ({
      kind,
      title: fieldTitle(branches[index]) ?? kind,
      description: schemaText(branches[index]!),
    }));
    const tag = (union.discriminator as { propertyName?: string } | undefined)?.propertyName ?? '';
    const label = fieldTitle((branches[0]?.properties as Record<string, Schema> | undefined)?.[tag]) ?? '종류';
    if (options.length > 1) return { property, label, options };
  }
  return undefined;
}

/**
 * A new value of `schema` with what it requires and what it usually has:
 * required properties empty, optional ones with a `default` as that default,
 * a list that needs items with that many, a union as `kind`
 * (or the kind it starts as, see addedKinds). Whatever is left to fill in waits,
 * quietly, until someone leaves it empty or tries to save (problemsOnShow).
 */
function skeletonOf(schema: Schema, kind?: string): unknown {
  const resolved = resolveRef(schema);
  if ('const' in resolved) return resolved.const;
  if (Array.isArray(resolved.oneOf) && resolved.oneOf.length > 0) {
    const kinds = discriminatorValues(resolved);
    const index = Math.max(0, kinds.indexOf(kind ?? startingKind(schema) ?? ''));
    return skeletonOf((resolved.oneOf as Schema[])[index]!);
  }
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  if (type === 'array')
    return Array.from({ length: Number(resolved.minItems ?? 0) }, () => skeletonOf((resolved.items ?? {}) as Schema));
  if (type === 'string') return '';
  if (type !== 'object') return undefined;
  const properties = (resolved.properties ?? {}) as Record<string, Schema>;
  const required = Array.isArray(resolved.required) ? (resolved.required as string[]) : [];
  // An optional part a new value usually has (a stacked page's banner) says so with a `default`.
  const defaulted = Object.entries(properties).flatMap(([key, property]) =>
    !required.includes(key) && 'default' in property ? [[key, structuredClone(property.default)]] : [],
  );
  return Object.fromEntries(
    required
      .flatMap((key) => (properties[key] ? [[key, skeletonOf(properties[key])]] : []))
      .concat(defaulted)
      .filter(([, value]) => value !== undefined),
  );
}

/** A new entry of a list of `itemSchema`, with its key (`property`: id or address), name and, for a page, its kind. */
export function newEntry(
  itemSchema: Schema,
  property: string,
  key: string,
  name: string,
  choice?: { property: string; kind: string },
): Record<string, unknown> {
  const skeleton = skeletonOf(itemSchema);
  const nameKey = nameKeyOf(itemSchema);
  const properties = (resolveRef(itemSchema).properties ?? {}) as Record<string, Schema>;
  const chosen =
    choice && properties[choice.property]
      ? { [choice.property]: skeletonOf(properties[choice.property]!, choice.kind) }
      : {};
  return {
    ...(isRecord(skeleton) ? skeleton : {}),
    ...chosen,
    [property]: key,
    ...(nameKey ? { [nameKey]: name } : {}),
  };
}

/** The keys (`property`) taken in a list. */
export function keysOf(list: readonly unknown[], property: string): string[] {
  return list.flatMap((entry) => stringAt(entry, property) ?? []);
}
