import { describe, expect, it } from 'vitest';
import { lineDiff } from '../../../../src/editor/saving/conflict/lineDiff';

const marks = (before: string, after: string) =>
  lineDiff(before, after).map(({ kind, text }) => `${kind === 'same' ? ' ' : kind === 'added' ? '+' : '-'}${text}`);

describe('lineDiff', () => {
  it('marks a changed line as removed and added, keeping the rest', () => {
    expect(marks('a\nb\nc', 'a\nB\nc')).toEqual([' a', '-b', '+B', ' c']);
  });

  it('finds insertions and deletions in the middle of a file', () => {
    expect(marks('a\nb\nc\nd', 'a\nc\nx\nd')).toEqual([' a', '-b', ' c', '+x', ' d']);
  });

  it('reports nothing changed for equal texts', () => {
    expect(lineDiff('a\nb', 'a\nb').every((line) => line.kind === 'same')).toBe(true);
  });

  it('stays quick on a long file with one change', () => {
    const lines = Array.from({ length: 20000 }, (_, index) => `line ${index}`);
    const changed = [...lines];
    changed[10000] = 'changed';
    expect(lineDiff(lines.join('\n'), changed.join('\n')).filter((line) => line.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'line 10000' },
      { kind: 'added', text: 'changed' },
    ]);
  });
});
