import { commonSubsequence } from '../../shared/commonSubsequence';

/** An item of the new list: kept as it was (`from` is its old index), changed from an old item, or new. */
export type AlignedItem = { kind: 'same' | 'changed'; from: number; to: number } | { kind: 'new'; to: number };

/**
 * How the new list relates to the old one, item by item: items that stayed the
 * same are matched (longest common subsequence of their keys), and between two
 * matches the old and new items left over are paired in order as changed
 * items, the rest being removed or new. A list edited in one place therefore
 * changes in one place of the file.
 */
export function alignItems(before: string[], after: string[]): AlignedItem[] {
  // A last match past both ends closes the run of left-over items at the end.
  const matches = [...commonSubsequence(before, after), [before.length, after.length] as [number, number]];
  const aligned: AlignedItem[] = [];
  let nextBefore = 0;
  let nextAfter = 0;
  for (const [from, to] of matches) {
    for (let k = 0; nextAfter + k < to; k++) {
      const old = nextBefore + k;
      aligned.push(old < from ? { kind: 'changed', from: old, to: nextAfter + k } : { kind: 'new', to: nextAfter + k });
    }
    if (to < after.length) aligned.push({ kind: 'same', from, to });
    nextBefore = from + 1;
    nextAfter = to + 1;
  }
  return aligned;
}
