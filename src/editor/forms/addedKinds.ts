import { factsOf } from '../../kinds/facts';
import { isRecord } from '../../manifest/references/manifestShape';
import { discriminatorValues, resolveRef, type Schema } from '../../manifest/schema/schemaLookup';

type Definitions = Record<string, Schema>;

/**
 * What an added item of a union starts as by the kinds' own facts: the kind of
 * the union marked `startsAdded` (a page's new section is a text block). A union
 * with none takes the kind its list already shares (a category page's tabs are
 * all instrument groups or all cases), else its first kind.
 */
const addedKindOf = (union: Schema) => discriminatorValues(union).find((kind) => factsOf(kind)?.startsAdded);

const tagOf = (union: Schema) => (union.discriminator as { propertyName?: string } | undefined)?.propertyName;
const unionNameOf = (items: unknown) =>
  isRecord(items) && typeof items.$ref === 'string' ? items.$ref.replace('#/$defs/', '') : undefined;

/** The kind a union's new value starts as when nothing else says: its kind that starts added, or its first. */
export function startingKind(union: Schema): string | undefined {
  const resolved = resolveRef(union);
  return addedKindOf(resolved) ?? discriminatorValues(resolved)[0];
}

/** The one kind every entry of `list` has, if they all share one. */
function sharedKind(list: unknown): string | undefined {
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const kinds = new Set(list.map((entry) => (isRecord(entry) ? entry.type : undefined)));
  const [kind] = kinds;
  return kinds.size === 1 && typeof kind === 'string' ? kind : undefined;
}

/** Where `value` holds lists of one kind: "categoryPage/sections" → "caseStudy". */
export type SharedKinds = Readonly<Record<string, string>>;

export function sharedKindsIn(value: unknown, found: Record<string, string> = {}): SharedKinds {
  if (Array.isArray(value)) value.forEach((entry) => sharedKindsIn(entry, found));
  else if (isRecord(value)) {
    for (const [key, entry] of Object.entries(value)) {
      const kind = typeof value.type === 'string' ? sharedKind(entry) : undefined;
      if (kind) found[`${value.type}/${key}`] ??= kind;
      sharedKindsIn(entry, found);
    }
  }
  return found;
}

/**
 * The definitions with each list of a union given the kind its added items start
 * as. rjsf starts an added item from the list's `items`, taking a union's branch
 * from its `default`, and only an inline union (not a $ref) is read that way.
 */
export function withAddedKinds(definitions: Definitions, shared: SharedKinds): Definitions {
  return Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => {
      const properties = definition.properties as Definitions | undefined;
      if (!properties) return [name, definition];
      const ownKind = (properties.type as Schema | undefined)?.const;
      let changed = false;
      const next = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => {
          const union = unionNameOf(property.items);
          const unionDefinition = union ? definitions[union] : undefined;
          const tag = unionDefinition && tagOf(unionDefinition);
          const kind = unionDefinition && (addedKindOf(unionDefinition) ?? shared[`${String(ownKind)}/${key}`]);
          if (!unionDefinition || !tag || !kind) return [key, property];
          changed = true;
          return [key, { ...property, items: { ...unionDefinition, default: { [tag]: kind } } }];
        }),
      );
      return [name, changed ? { ...definition, properties: next } : definition];
    }),
  );
}
