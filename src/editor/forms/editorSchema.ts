import type { RJSFSchema } from '@rjsf/utils';
import { fieldSchemaAt, type Schema } from '../../manifest/schema/schemaLookup';
import { siteSchema } from '../../manifest/schema/siteSchemaValidator';
import { valueAt } from '../../manifest/json/pointer';
import { sharedKindsIn, withAddedKinds, type SharedKinds } from './addedKinds';

/**
 * What the editor draws for a definition, written into the editor's own copy of
 * the schema as `x-editor`; rjsf merges a $ref's target into the field's schema,
 * so every field using the definition carries it. Editors pick controls by
 * definition, never by node type: a node type added to the schema is editable as is.
 */
export type EditorHint =
  | { control: 'color' }
  | { control: 'imagePath' }
  | { control: 'image' }
  /** An id or address of an entry of the root list `list`, by its property `key`. */
  | { control: 'reference'; list: string; key: string }
  /** A section id on the page the menu entry leads to. */
  | { control: 'sectionHash' }
  /**
   * A text written per language (site.json `languages`); a paragraph may have line breaks; `maxLength` is each language's limit;
   * a name (`offerSame`) may be marked the same in every language.
   */
  | { control: 'translatable'; multiline: boolean; maxLength?: number; offerSame: boolean };

const HINT = 'x-editor';

const FIXED_HINTS: Record<string, EditorHint> = {
  Color: { control: 'color' },
  ImagePath: { control: 'imagePath' },
  Image: { control: 'image' },
  SectionHash: { control: 'sectionHash' },
};

type Definitions = Record<string, Schema>;

/**
 * A definition named `<Item><Key>` (InstrumentId, AnalysisCaseId, RoutePath)
 * refers to the `key` of an entry of the root list whose items are `<Item>`.
 */
function referenceHint(
  name: string,
  definitions: Definitions,
  rootProperties: Record<string, Schema>,
): EditorHint | undefined {
  for (const [list, property] of Object.entries(rootProperties)) {
    const ref = (property.items as Schema | undefined)?.$ref;
    const item = typeof ref === 'string' ? ref.replace('#/$defs/', '') : undefined;
    if (!item || !name.startsWith(item) || name === item) continue;
    const rest = name.slice(item.length);
    const key = rest.charAt(0).toLowerCase() + rest.slice(1);
    if ((definitions[item]?.properties as Definitions | undefined)?.[key]) return { control: 'reference', list, key };
  }
  return undefined;
}

/**
 * A translatable text is a string or an object by language code. rjsf would
 * draw that `oneOf` as a kind to pick first; the editor draws one box per
 * language instead, so rjsf sees a value of either JSON type.
 */
// AltText is an image's alt, which may also be empty (a decorative picture, in every language).
const TRANSLATABLE: Record<string, boolean> = {
  Name: false,
  Title: false,
  Text: false,
  AltText: false,
  Paragraph: true,
};

/** The most characters each language's text may have: its one-line form's `maxLength` (the union's first branch). */
function lineLimitOf(definition: Schema, definitions: Definitions): number | undefined {
  const [line] = (definition.oneOf as Schema[] | undefined) ?? [];
  const resolved = typeof line?.$ref === 'string' ? definitions[line.$ref.replace('#/$defs/', '')] : line;
  return typeof resolved?.maxLength === 'number' ? resolved.maxLength : undefined;
}

// Names and labels (a model, a brand, "ICP-OES") are the texts that often read the same in every language.
const OFFERS_SAME = new Set(['Name']);

function translatableDefinition(
  name: string,
  definition: Schema,
  multiline: boolean,
  maxLength: number | undefined,
): Schema {
  const hint: EditorHint = {
    control: 'translatable',
    multiline,
    ...(maxLength !== undefined && { maxLength }),
    offerSame: OFFERS_SAME.has(name),
  };
  return { title: definition.title, description: definition.description, type: ['string', 'object'], [HINT]: hint };
}

function hintedDefinitions(): Definitions {
  const definitions = siteSchema.$defs as unknown as Definitions;
  const rootProperties = siteSchema.properties as unknown as Record<string, Schema>;
  return Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => {
      const multiline = TRANSLATABLE[name];
      if (multiline !== undefined)
        return [name, translatableDefinition(name, definition, multiline, lineLimitOf(definition, definitions))];
      const hint = FIXED_HINTS[name] ?? referenceHint(name, definitions, rootProperties);
      return [name, hint ? { ...definition, [HINT]: hint } : definition];
    }),
  );
}

const definitions = hintedDefinitions();

/** A field's schema as a form's root, with every definition it may refer to; `shared` says what added items start as. */
export function asFormSchema(field: Schema, shared: SharedKinds): RJSFSchema {
  return { ...field, $defs: withAddedKinds(definitions, shared) } as RJSFSchema;
}

/** The schema of the value at `pointer`, as a form's root. */
export function formSchemaAt(pointer: string, manifest: unknown): RJSFSchema | undefined {
  const field = fieldSchemaAt(pointer, manifest);
  return field && asFormSchema(field, sharedKindsIn(valueAt(manifest, pointer)));
}

export function hintOf(schema: unknown): EditorHint | undefined {
  return (schema as Record<string, EditorHint | undefined> | undefined)?.[HINT];
}
