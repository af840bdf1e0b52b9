export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/**
 * Lines removed from `before` and added in `after`, by the longest common
 * subsequence. The common head and tail are matched first, so a few edits in a
 * long file cost a table of the changed middle only.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const lengths = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
  for (let i = midA.length - 1; i >= 0; i--) {
    for (let j = midB.length - 1; j >= 0; j--) {
      lengths[i]![j] = midA[i] === midB[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const middle: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      middle.push({ kind: 'same', text: midA[i]! });
      i++;
      j++;
    } else if (i < midA.length && (j === midB.length || lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) {
      // On a tie the old line goes first: "−old, +new" reads as a replacement.
      middle.push({ kind: 'removed', text: midA[i++]! });
    } else {
      middle.push({ kind: 'added', text: midB[j++]! });
    }
  }
  const same = (text: string): DiffLine => ({ kind: 'same', text });
  return [...a.slice(0, head).map(same), ...middle, ...a.slice(a.length - tail).map(same)];
}
