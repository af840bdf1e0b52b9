import type { TextByLanguage } from '../site.gen';
import { isRecord } from '../references/manifestShape';
import { walkManifest } from '../schema/walkManifest';

export type TextKind = 'text' | 'paragraph';

/** One translatable text of a manifest: where it is, what it holds, and whether it may have line breaks. */
export interface TextPlace {
  pointer: string;
  value: string | TextByLanguage;
  kind: TextKind;
}

/** The schema's translatable texts: one-line texts of three lengths (Name, Title, Text), an image's alt, a paragraph. */
export const textDefinitions: Readonly<Record<string, TextKind>> = {
  '#/$defs/Name': 'text',
  '#/$defs/Title': 'text',
  '#/$defs/Text': 'text',
  '#/$defs/AltText': 'text',
  '#/$defs/Paragraph': 'paragraph',
};

/** The kind of translatable text a schema as written declares, if it declares one. */
export function textKindOf(schema: { readonly [keyword: string]: unknown }): TextKind | undefined {
  return typeof schema.$ref === 'string' ? textDefinitions[schema.$ref] : undefined;
}

/**
 * Every translatable text of `manifest`, found through the schema (a plain
 * string is a text only where the schema says so), in document order. The
 * manifest must be valid against the schema; where it is not, the part that
 * does not fit is skipped.
 */
export function textPlaces(manifest: unknown): TextPlace[] {
  const found: TextPlace[] = [];
  walkManifest(manifest, (schema, value, pointer) => {
    const kind = textKindOf(schema);
    if (!kind) return false;
    // An empty alt marks a decorative picture in every language: nothing to translate.
    if ((typeof value === 'string' && value !== '') || isRecord(value))
      found.push({ pointer, value: value as TextPlace['value'], kind });
    return true;
  });
  return found;
}
