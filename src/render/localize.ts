import type { Image, Language, SiteManifest } from '../manifest/site.gen';
import { parsePointer } from '../manifest/json/pointer';
import { siteLanguages } from '../manifest/language/siteLanguages';
import { textPlaces } from '../manifest/language/textPlaces';
import { isTextByLanguage, textIn, type LocalText } from '../manifest/language/localText';
import { pathInLanguage } from '../manifest/language/languagePaths';
import { formatParagraph } from './formatParagraph';
import type { EditPlaced } from './editPlace';
import { markPicture, markTabLists, placedText, shownStrings, type ShownString } from './markPlaces';

/**
 * A part of the manifest with every translatable text resolved for one
 * language. A translatable text is the only object type of the generated
 * types with an index signature (`TextByLanguage`), which is how this tells it
 * from a node: a component typed with `Localized<…>` cannot render a text that
 * was never resolved, the compiler refuses it. A string shown as it is
 * written (a phone number) is a text too, and an image and a tab list's owner
 * carry their places, in the editor's preview (markPlaces.ts).
 */
export type Localized<T> = T extends readonly (infer U)[]
  ? Localized<U>[]
  : T extends object
    ? string extends keyof T
      ? LocalText
      : T extends Image
        ? LocalizedFields<T> & EditPlaced
        : LocalizedFields<T>
    : T;

type LocalizedFields<T> = { [K in keyof T]: K extends ShownString ? AsText<T[K]> : Localized<T[K]> };
type AsText<V> = V extends string ? LocalText : Localized<V>;

export interface LocalizeOptions {
  /** Mark every text and picture with its place in site.json, for the editor's preview only (markPlaces.ts). */
  editPlaces?: boolean;
}

interface WalkOptions extends LocalizeOptions {
  /** The places of the paragraphs in `value`, which are formatted text (src/manifest/formatted/). */
  paragraphs?: ReadonlySet<string>;
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `value` (found at `pointer` in site.json) with every text in `language`. */
export function localize<T>(
  value: T,
  language: string,
  languages: readonly Pick<Language, 'code'>[],
  pointer = '',
  { editPlaces = false, paragraphs }: WalkOptions = {},
): Localized<T> {
  const codes = languages.map((entry) => entry.code);
  const href = (path: string) => pathInLanguage(path, { code: language }, languages);
  const walk = (part: unknown, at: string): unknown => {
    if (typeof part !== 'object' || part === null) return part;
    if (isTextByLanguage(part, codes)) {
      const local = textIn(part, language, languages);
      const text = paragraphs?.has(at) ? formatParagraph(local, href) : local;
      return editPlaces ? placedText(text, at) : text;
    }
    if (Array.isArray(part)) return part.map((item, index) => walk(item, `${at}/${index}`));
    const copy = Object.fromEntries(
      Object.entries(part).map(([key, item]) => {
        const place = `${at}/${escapePointer(key)}`;
        return [
          key,
          editPlaces && typeof item === 'string' && shownStrings.has(key) ? placedText(item, place) : walk(item, place),
        ];
      }),
    );
    if (editPlaces) markPicture(copy, at);
    return copy;
  };
  return walk(value, pointer) as Localized<T>;
}

/**
 * The whole manifest in one language. A plain string is a text in the default
 * language only (see textPlaces.ts); it becomes `{ [default]: text }` first, so
 * another language shows it marked as the default language's text.
 */
export function localizeManifest(
  manifest: SiteManifest,
  language: string,
  options: LocalizeOptions = {},
): Localized<SiteManifest> {
  const languages = siteLanguages(manifest);
  const keyed = structuredClone(manifest);
  const places = textPlaces(manifest);
  const paragraphs = new Set(places.filter((place) => place.kind === 'paragraph').map((place) => place.pointer));
  for (const place of places) {
    if (typeof place.value !== 'string') continue;
    const segments = parsePointer(place.pointer);
    const key = segments.pop()!;
    const owner = segments.reduce<Record<string, unknown>>(
      (part, segment) => part[segment] as Record<string, unknown>,
      keyed as unknown as Record<string, unknown>,
    );
    owner[key] = { [languages[0]!.code]: place.value };
  }
  const local = localize(keyed, language, languages, '', { ...options, paragraphs });
  if (options.editPlaces) markTabLists(local, manifest);
  return local;
}
