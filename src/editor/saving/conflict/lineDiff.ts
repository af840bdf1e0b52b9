import { commonSubsequence } from '../../shared/commonSubsequence';

export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/**
 * Lines removed from `before` and added in `after`, around the lines they
 * have in common (the longest common subsequence the saves use too). Between
 * two common lines the old ones come first: "−old, +new" reads as a replacement.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  // The ends of both texts close the last gap.
  for (const [nextA, nextB] of [...commonSubsequence(a, b), [a.length, b.length] as const]) {
    while (i < nextA) lines.push({ kind: 'removed', text: a[i++]! });
    while (j < nextB) lines.push({ kind: 'added', text: b[j++]! });
    if (nextA < a.length) lines.push({ kind: 'same', text: a[nextA]! });
    i = nextA + 1;
    j = nextB + 1;
  }
  return lines;
}
