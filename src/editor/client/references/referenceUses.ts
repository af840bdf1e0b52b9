import { parsePointer } from '../../../manifest/json/pointer';
import { breadcrumb } from '../../../manifest/location/breadcrumb';
import { caseReferences, instrumentReferences } from '../../../manifest/references/idReferences';
import { removeItems, type Segment } from '../draft/jsonEdits';

/** The lists whose entries pages name by id, and how to find where they are named. */
const REFERENCES_TO: Record<string, (manifest: unknown) => { id: string; pointer: string }[]> = {
  instruments: instrumentReferences,
  cases: caseReferences,
};

export interface ReferenceUse {
  pointer: string;
  /** The place in the site's words: "분석장비 › 표면분석 › 장비 탭". */
  place: string;
}

/** Where the entry `id` of the root list `list` is used; none for a list nobody refers to. */
export function usesOf(manifest: unknown, list: string, id: string): ReferenceUse[] {
  const references = REFERENCES_TO[list]?.(manifest) ?? [];
  return references.filter((reference) => reference.id === id).map(({ pointer }) => ({ pointer, place: breadcrumb(pointer, manifest, 'ko') }));
}

/**
 * The list item a use lives in: a tab is taken out of its tab list, a case tab
 * out of its page ("…/instruments/2/instrument" → "…/instruments/2").
 */
function usingItem(pointer: string): Segment[] {
  const segments: Segment[] = parsePointer(pointer);
  const lastIndex = segments.findLastIndex((segment) => /^\d+$/.test(String(segment)));
  return segments.slice(0, lastIndex + 1).map((segment) => (/^\d+$/.test(String(segment)) ? Number(segment) : segment));
}

/** The manifest without the entry at `list[index]` and, when asked, without the uses of it. */
export function withoutEntry<T>(manifest: T, list: string, index: number, uses: readonly ReferenceUse[]): T {
  return removeItems(manifest, [[list, index], ...uses.map((use) => usingItem(use.pointer))]);
}
