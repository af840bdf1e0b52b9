import { valueAt } from '../../manifest/json/pointer';
import { pathOf, setAt } from '../saving/jsonEdits';

/**
 * The draft with item `from` of the array at `list` moved to index `to` (a
 * drag in the preview); the draft itself when there is no such move to make,
 * e.g. the list changed while the message was on its way.
 */
export function moveInDraft<T>(draft: T, list: string, from: number, to: number): T {
  const items = valueAt(draft, list);
  if (!Array.isArray(items) || from === to || from >= items.length || to >= items.length) return draft;
  const moved = items.filter((_, index) => index !== from);
  moved.splice(to, 0, items[from]);
  return setAt(draft, pathOf(list), moved);
}
