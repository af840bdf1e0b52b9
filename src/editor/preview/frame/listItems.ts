import { parsePointer, toPointer } from '../../../manifest/json/pointer';

/** A place inside an item of a list: "/menu/2/label" is item 2 of "/menu", at "/label" inside it. */
export interface ListItemPlace {
  list: string;
  index: number;
  rest: string;
}

/** `place` read as item `index` of `list` at `rest`, or undefined when it is not such a place. */
export function asItemOf(place: string, list: string, rest: string): number | undefined {
  if (!place.startsWith(`${list}/`) || !place.endsWith(rest)) return undefined;
  const index = place.slice(list.length + 1, place.length - rest.length);
  return /^\d+$/.test(index) ? Number(index) : undefined;
}

/** An entry's own place read as an item of its list: "/cases/1/instruments/2" is item 2 of "/cases/1/instruments". */
export function asListEntry(place: string): ListItemPlace | undefined {
  const segments = parsePointer(place);
  const index = segments.pop();
  return index !== undefined && /^\d+$/.test(index)
    ? { list: toPointer(segments), index: Number(index), rest: '' }
    : undefined;
}

// Pages show instruments and cases in the order of the tab lists that name them, not in these
// lists' own order: moving an entry here would change nothing the preview shows (a tab is
// dragged as its entry in its tab list, which the preview marks with data-edit-item).
const listsShownByReference = new Set(['/instruments', '/cases']);

/**
 * The list item `place` can be dragged among: the deepest list it lies in
 * whose other items the page shows at the same place ("/menu/0/label" among
 * "/menu/1/label", "/menu/2/label"). A value alone in its list is no list to reorder.
 */
export function draggableItem(place: string, shown: ReadonlySet<string>): ListItemPlace | undefined {
  const segments = parsePointer(place);
  for (let at = segments.length - 1; at > 0; at--) {
    if (!/^\d+$/.test(segments[at]!)) continue;
    const item = {
      list: toPointer(segments.slice(0, at)),
      index: Number(segments[at]),
      rest: toPointer(segments.slice(at + 1)),
    };
    if (listsShownByReference.has(item.list)) continue;
    for (const other of shown) {
      const index = asItemOf(other, item.list, item.rest);
      if (index !== undefined && index !== item.index) return item;
    }
  }
  return undefined;
}
