/** An item of the new list: kept as it was (`from` is its old index), changed from an old item, or new. */
export type AlignedItem = { kind: 'same' | 'changed'; from: number; to: number } | { kind: 'new'; to: number };

// Beyond this many comparisons a list is treated as rewritten rather than aligned item by item.
const MAX_COMPARISONS = 250_000;

/** Longest common subsequence of the keys, as pairs of indexes. */
function commonItems(before: string[], after: string[]): [number, number][] {
  const n = before.length;
  const m = after.length;
  if (n * m > MAX_COMPARISONS) return [];
  // lengths[i][j]: length of the common subsequence of before[i..] and after[j..].
  const lengths = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i]![j] = before[i] === after[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (before[i] === after[j]) pairs.push([i++, j++]);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/**
 * How the new list relates to the old one, item by item: items that stayed the
 * same are matched (longest common subsequence of their keys), and between two
 * matches the old and new items left over are paired in order as changed
 * items, the rest being removed or new. A list edited in one place therefore
 * changes in one place of the file.
 */
export function alignItems(before: string[], after: string[]): AlignedItem[] {
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < before.length - prefix && suffix < after.length - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++;
  const middle = commonItems(before.slice(prefix, before.length - suffix), after.slice(prefix, after.length - suffix));
  const matches: [number, number][] = [
    ...Array.from({ length: prefix }, (_, k): [number, number] => [k, k]),
    ...middle.map(([from, to]): [number, number] => [from + prefix, to + prefix]),
    ...Array.from({ length: suffix }, (_, k): [number, number] => [before.length - suffix + k, after.length - suffix + k]),
    // A last match past both ends closes the run of left-over items at the end.
    [before.length, after.length],
  ];
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
