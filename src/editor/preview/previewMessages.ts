// The contract between the editor's page and the preview frame (src/editor/preview/frame/): the
// frame is served by a second listener, on an origin of its own, so the two talk only by
// postMessage, and each reads a message only from the other's origin and window.

import { isRecord } from '../../manifest/references/manifestShape';

/** What the frame tells the editor. */
export type FrameMessage =
  /** The frame shows `path` (after a load, a link followed or a section link), drawn from draft `version`. */
  | { type: 'shown'; path: string; hash: string; version: number }
  /** Something carrying data-edit-place was clicked: open the field of the value at `pointer`. */
  | { type: 'edit'; pointer: string }
  /** A list item was dragged in the preview: move item `from` of the array at `list` to index `to`. */
  | { type: 'move'; list: string; from: number; to: number };

/** What the editor tells the frame. */
export type EditorMessage =
  /** The server holds draft `version` now: draw the page again from it, in place. */
  | { type: 'update'; version: number }
  /** Scroll the element with this id to the top; select the instrument tab whose entry is at `tab`, if given. */
  | { type: 'scrollTo'; elementId: string; tab?: string }
  /** Outline every element whose data-edit-place is `pointer` (the value of the focused field); null: none. */
  | { type: 'outline'; pointer: string | null };

/** The attribute the preview's HTML carries on the element around each text and on each picture: a JSON pointer into site.json. */
export const editPlaceAttribute = 'data-edit-place';

/**
 * The attribute of an element that shows an entry of a list whose texts are
 * elsewhere in site.json (an instrument tab: its label is the instrument's):
 * the entry's own JSON pointer, so a drag moves the entry.
 */
export const editItemAttribute = 'data-edit-item';

const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** `data` as a FrameMessage, or undefined when it is not one (anything may arrive by postMessage). */
export function readFrameMessage(data: unknown): FrameMessage | undefined {
  if (!isRecord(data)) return undefined;
  if (
    data.type === 'shown' &&
    typeof data.path === 'string' &&
    typeof data.hash === 'string' &&
    typeof data.version === 'number'
  ) {
    return { type: 'shown', path: data.path, hash: data.hash, version: data.version };
  }
  if (data.type === 'edit' && typeof data.pointer === 'string' && data.pointer.startsWith('/'))
    return { type: 'edit', pointer: data.pointer };
  if (data.type === 'move' && typeof data.list === 'string' && isIndex(data.from) && isIndex(data.to)) {
    return { type: 'move', list: data.list, from: data.from, to: data.to };
  }
  return undefined;
}

/** `data` as an EditorMessage, or undefined when it is not one. */
export function readEditorMessage(data: unknown): EditorMessage | undefined {
  if (!isRecord(data)) return undefined;
  if (data.type === 'update' && typeof data.version === 'number') return { type: 'update', version: data.version };
  if (data.type === 'scrollTo' && typeof data.elementId === 'string') {
    return typeof data.tab === 'string' && data.tab.startsWith('/')
      ? { type: 'scrollTo', elementId: data.elementId, tab: data.tab }
      : { type: 'scrollTo', elementId: data.elementId };
  }
  if (data.type === 'outline' && (data.pointer === null || typeof data.pointer === 'string'))
    return { type: 'outline', pointer: data.pointer };
  return undefined;
}
