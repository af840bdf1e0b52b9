import { textKindOf } from '../../manifest/language/textPlaces';
import { isRecord } from '../../manifest/references/manifestShape';
import { isFixedChoice, resolveRef, type Schema } from '../../manifest/schema/schemaLookup';
import { siteSchema } from '../../manifest/schema/siteSchemaValidator';
import { walkManifest } from '../../manifest/schema/walkManifest';

/** One string of the draft a visitor reads (or dials, or writes to). */
export interface SiteText {
  /** JSON pointer of the string itself: a text written per language ends in the language's code. */
  pointer: string;
  /** JSON pointer of the field holding it, which the form shows as one box or one box per language. */
  field: string;
  /** The language code, for a text written per language. */
  language?: string;
  text: string;
}

const definitions = siteSchema.$defs as unknown as Record<string, Schema>;

/** Formats of strings people write for visitors: lines, paragraphs, e-mail addresses. */
const READABLE_FORMATS = new Set(['single-line', 'multiline', 'email']);

/**
 * A pattern taking only digits and hyphens ("^[0-9]{3}-[0-9]{2}-[0-9]{5}$"):
 * a business or postal number, which visitors read and staff retype.
 * Other patterns are codes (ids, addresses, colours, keys), never shown as text.
 */
const NUMBER_PATTERN = /^\^(?:\[0-9\](?:\{\d+(?:,\d+)?\})?-?)+\$$/;

/** A link to dial or to write to carries the same phone number or e-mail as the text beside it. */
const CONTACT_LINK = /^(?:tel|mailto):/;

function isReadable(schema: Schema, value: string): boolean {
  const resolved = resolveRef(schema);
  if (resolved === definitions.Href) return CONTACT_LINK.test(value);
  // Phone and fax numbers are written as people write them ("+82 2-1234-5678"), not in digits and hyphens alone.
  if (resolved === definitions.PhoneNumber) return true;
  if (isFixedChoice(resolved)) return false;
  if (typeof resolved.format === 'string') return READABLE_FORMATS.has(resolved.format);
  return typeof resolved.pattern === 'string' && NUMBER_PATTERN.test(resolved.pattern);
}

/** Every text of `draft` a visitor can read, in document order; ids, addresses, colours, picture files and kinds are left out. */
export function siteTexts(draft: unknown): SiteText[] {
  const found: SiteText[] = [];
  walkManifest(draft, (schema, value, pointer) => {
    // The file's own schema location, for text editors: nothing of the site.
    if (pointer === '/$schema') return true;
    if (textKindOf(schema)) {
      if (typeof value === 'string') found.push({ pointer, field: pointer, text: value });
      else if (isRecord(value)) {
        for (const [language, text] of Object.entries(value))
          if (typeof text === 'string')
            found.push({
              pointer: `${pointer}/${language}`,
              field: pointer,
              language,
              text,
            });
      }
      return true;
    }
    if (typeof value !== 'string') return false;
    if (isReadable(schema, value)) found.push({ pointer, field: pointer, text: value });
    return true;
  });
  return found;
}
