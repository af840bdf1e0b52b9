import { toPointer, valueAt } from '../../manifest/json/pointer';
import { breadcrumb } from '../../manifest/location/breadcrumb';
import { caseReferences, instrumentReferences } from '../../manifest/references/idReferences';
import { siteHrefs } from '../../manifest/references/internalLinks';
import { arrayAt, stringAt } from '../../manifest/references/manifestShape';
import { textHrefs } from '../../manifest/references/textLinks';
import { pathOf, removeItems, setAt, type Segment } from '../saving/jsonEdits';

/** The lists whose entries are named elsewhere (by id, a page by its address), and how to find where. */
const REFERENCES_TO: Record<string, (manifest: unknown) => { id: string; pointer: string; offset?: number }[]> = {
  instruments: instrumentReferences,
  cases: caseReferences,
  // A page is linked from link fields, and from links written inside paragraphs, where its address starts at `offset`.
  routes: (manifest) =>
    [...siteHrefs(manifest), ...textHrefs(manifest)]
      .filter(({ href }) => href.startsWith('/'))
      .map(({ href, ...use }) => ({ ...use, id: href.split('#')[0]! })),
};

/** What other places call an entry: its id, or a page's address. */
export function entryName(entry: unknown): string | undefined {
  return stringAt(entry, 'id') ?? stringAt(entry, 'path');
}

/** Where the entry `list[index]` is used outside itself (a page linking to itself is no use of it). */
export function usesOfEntry(manifest: unknown, list: string, index: number): ReferenceUse[] {
  const name = entryName(arrayAt(manifest, list)?.[index]);
  const inside = `${toPointer([list, index])}/`;
  return name === undefined ? [] : usesOf(manifest, list, name).filter((use) => !use.pointer.startsWith(inside));
}

export interface ReferenceUse {
  pointer: string;
  /** The place in the site's words: "분석장비 › 표면분석 › 장비 탭". */
  place: string;
  /** The use is an item of a list (a tab, a link) and can be taken out; else it must be rewritten by hand. */
  removable: boolean;
  /** A link written inside a paragraph: where its address starts in the text. */
  offset?: number;
}

/** Where the entry `id` of the root list `list` is used; none for a list nobody refers to. */
export function usesOf(manifest: unknown, list: string, id: string): ReferenceUse[] {
  const references = REFERENCES_TO[list]?.(manifest) ?? [];
  return references
    .filter((reference) => reference.id === id)
    .map(({ pointer, offset }) => ({
      pointer,
      place: breadcrumb(pointer, manifest, 'ko'),
      // A link inside a text is words of it: taking the text's list item out would lose the rest of them.
      removable: offset === undefined && usingItem(pointer).length > 0,
      ...(offset !== undefined && { offset }),
    }));
}

/**
 * The list item a use lives in: a tab is taken out of its tab list, a case tab
 * out of its page ("…/instruments/2/instrument" → "…/instruments/2").
 */
function usingItem(pointer: string): Segment[] {
  const segments = pathOf(pointer);
  return segments.slice(0, segments.findLastIndex((segment) => typeof segment === 'number') + 1);
}

/** The manifest without the entry at `list[index]` and, when asked, without the uses of it. */
export function withoutEntry<T>(manifest: T, list: string, index: number, uses: readonly ReferenceUse[]): T {
  return removeItems(manifest, [
    [list, index],
    ...uses.filter((use) => use.removable).map((use) => usingItem(use.pointer)),
  ]);
}

/**
 * The manifest with the uses of the entry `list[index]` following a change of
 * its id or address from `before`, so renaming an instrument keeps its tabs. Only
 * an unambiguous rename is followed: when the old name was another entry's too,
 * or the new one already is, the uses are left for the problems panel to point at.
 */
export function withRenamedUses<T>(manifest: T, list: string, index: number, before: string): T {
  const entries = arrayAt(manifest, list) ?? [];
  const after = entryName(entries[index]);
  if (after === undefined || after === '' || after === before || before === '') return manifest;
  const others = entries.filter((_, at) => at !== index).map(entryName);
  if (others.includes(before) || others.includes(after)) return manifest;
  // From the last use back, so a text's earlier links stay where they were found when a later one changes length.
  return usesOf(manifest, list, before).reduceRight<T>((current, { pointer, offset = 0 }) => {
    const value = valueAt(current, pointer);
    // A link keeps its #section: "/about#contact" → "/company#contact".
    return typeof value === 'string'
      ? setAt(current, pathOf(pointer), value.slice(0, offset) + after + value.slice(offset + before.length))
      : current;
  }, manifest);
}
