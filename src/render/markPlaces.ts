import type { LocalText, MarkedText } from '../manifest/language/localText';
import { toPointer } from '../manifest/json/pointer';
import { instrumentTabLists } from '../manifest/references/idReferences';
import type { EditPlaced, TabListPlaced } from './editPlace';
import type { ImageVariants } from './imageVariants';

/**
 * The editor's preview (point and edit) needs the place in site.json of every
 * text and picture a page shows, in the data itself: an island is hydrated
 * from its props as JSON, where a WeakMap of places would not survive.
 * `localize` marks them while it resolves the manifest, so every component
 * gets them with its props and no node type tags anything by hand.
 */

/** A text with its place; the page's own language stays unmarked (no `lang`). */
export function placedText(text: LocalText, place: string): MarkedText {
  return typeof text === 'string' ? { text, place } : { ...text, place };
}

/**
 * The plain strings of site.json a page shows as they are written, by their
 * property names: the only strings besides texts that visitors read. Resolved
 * as texts (`Localized` types them `LocalText`), so a component shows them as
 * it shows any text and gets their place with them.
 */
const shownStringNames = [
  'phone',
  'fax',
  'email',
  'businessNumber',
  'postalCode',
  'modelName',
  'subName',
  // A notice post's days, shown in the language's own words (src/kinds/noticeBoard/shownDate.ts).
  'date',
  'updated',
] as const;
export type ShownString = (typeof shownStringNames)[number];
export const shownStrings: ReadonlySet<string> = new Set(shownStringNames);

type Resolved = Record<string, unknown>;

// By shape, as the build finds the images it encodes (src/siteBuild/images/collect.ts), so a new node type needs nothing here.
const isImage = (value: Resolved) =>
  typeof value.src === 'string' && typeof value.width === 'number' && typeof value.height === 'number';

/**
 * Marks a resolved object that holds a picture: an Image with its own place;
 * a background (a section's Background, a Banner) on the variants the build
 * encoded, with the place of its `image` path, since those are what its
 * `<picture>` is drawn from.
 */
export function markPicture(resolved: Resolved, place: string): void {
  if (isImage(resolved)) (resolved as EditPlaced).place = place;
  const variants = resolved.imageVariants as ImageVariants | undefined;
  if (typeof resolved.image === 'string' && variants) variants.place = `${place}/image`;
}

/**
 * Marks each owner of an instrument tab list in `resolved` (the manifest
 * resolved by `localize`, the same shape as `manifest`) with the place of its
 * list, found as the cross-reference checks find tab lists.
 */
export function markTabLists(resolved: unknown, manifest: unknown): void {
  for (const { pointer } of instrumentTabLists(manifest)) {
    const owner = pointer.reduce<unknown>((part, step) => (part as Resolved | undefined)?.[step], resolved) as
      TabListPlaced | undefined;
    if (owner) owner.tabsPlace = `${toPointer(pointer)}/instruments`;
  }
}
