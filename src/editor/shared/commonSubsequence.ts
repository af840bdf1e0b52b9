/**
 * The longest common subsequence of two lists of strings, as pairs of indexes
 * [in a, in b], ascending. The common head and tail are matched first, so a
 * few edits in a long list cost a table of the changed middle only; a middle
 * larger than `maxComparisons` cells is left unmatched rather than spend seconds.
 */
export function commonSubsequence(
  a: readonly string[],
  b: readonly string[],
  maxComparisons = 4_000_000,
): [number, number][] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const n = a.length - head - tail;
  const m = b.length - head - tail;
  const pairs: [number, number][] = Array.from({ length: head }, (_, k) => [k, k]);
  if (n > 0 && m > 0 && n * m <= maxComparisons) {
    // lengths[i][j]: length of the common subsequence of the middles from i and from j on.
    const lengths = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lengths[i]![j] =
          a[head + i] === b[head + j]
            ? lengths[i + 1]![j + 1]! + 1
            : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
      }
    }
    for (let i = 0, j = 0; i < n && j < m;) {
      if (a[head + i] === b[head + j]) pairs.push([head + i++, head + j++]);
      else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
      else j++;
    }
  }
  for (let k = 0; k < tail; k++) pairs.push([a.length - tail + k, b.length - tail + k]);
  return pairs;
}
