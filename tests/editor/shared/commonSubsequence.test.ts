import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commonSubsequence } from '../../../src/editor/shared/commonSubsequence';

describe('commonSubsequence', () => {
  it('matches what stayed around an insertion, a removal and a move', () => {
    expect(commonSubsequence(['a', 'b', 'c'], ['a', 'x', 'b', 'c'])).toEqual([
      [0, 0],
      [1, 2],
      [2, 3],
    ]);
    expect(commonSubsequence(['a', 'b', 'c'], ['a', 'c'])).toEqual([
      [0, 0],
      [2, 1],
    ]);
    expect(commonSubsequence(['a', 'b', 'c'], ['b', 'c', 'a'])).toEqual([
      [1, 0],
      [2, 1],
    ]);
  });

  it('leaves a middle larger than the limit unmatched, keeping the common head and tail', () => {
    expect(commonSubsequence(['h', 'a', 'b', 't'], ['h', 'b', 'a', 't'], 3)).toEqual([
      [0, 0],
      [3, 3],
    ]);
  });

  it('always gives a common subsequence, as long as one found by brute force', () => {
    const list = fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 7 });
    const longest = (a: string[], b: string[]): number =>
      a.length === 0 || b.length === 0
        ? 0
        : a[0] === b[0]
          ? 1 + longest(a.slice(1), b.slice(1))
          : Math.max(longest(a.slice(1), b), longest(a, b.slice(1)));
    fc.assert(
      fc.property(list, list, (a, b) => {
        const pairs = commonSubsequence(a, b);
        pairs.forEach(([i, j], k) => {
          expect(a[i]).toBe(b[j]);
          if (k > 0) expect(i > pairs[k - 1]![0] && j > pairs[k - 1]![1]).toBe(true);
        });
        expect(pairs).toHaveLength(longest(a, b));
      }),
    );
  });
});
