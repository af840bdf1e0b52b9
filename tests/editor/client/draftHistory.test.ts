import { describe, expect, it } from 'vitest';
import { draftHistory, startHistory, type DraftAction, type DraftHistory } from '../../../src/editor/client/draft/draftHistory';

const run = (actions: DraftAction<string>[], start = startHistory('a')): DraftHistory<string> => actions.reduce(draftHistory<string>, start);

describe('draftHistory', () => {
  it('undoes and redoes whole states in order', () => {
    const history = run([{ type: 'edit', value: 'b', at: 0 }, { type: 'edit', value: 'c', at: 5000 }, { type: 'undo' }]);
    expect(history.present).toBe('b');
    expect(run([{ type: 'undo' }], history).present).toBe('a');
    expect(run([{ type: 'redo' }], history).present).toBe('c');
  });

  it('merges keystrokes in one field within a second into one step, but not edits of different fields', () => {
    const typed = run([
      { type: 'edit', value: 'ab', key: 'title', at: 0 },
      { type: 'edit', value: 'abc', key: 'title', at: 400 },
      { type: 'edit', value: 'abcd', key: 'title', at: 900 },
    ]);
    expect(typed.past).toEqual(['a']);
    const twoFields = run([
      { type: 'edit', value: 'ab', key: 'title', at: 0 },
      { type: 'edit', value: 'abc', key: 'label', at: 100 },
    ]);
    expect(twoFields.past).toEqual(['a', 'ab']);
    const paused = run([
      { type: 'edit', value: 'ab', key: 'title', at: 0 },
      { type: 'edit', value: 'abc', key: 'title', at: 1500 },
    ]);
    expect(paused.past).toEqual(['a', 'ab']);
  });

  it('forgets the redo steps when a new edit follows an undo', () => {
    const history = run([{ type: 'edit', value: 'b', at: 0 }, { type: 'undo' }, { type: 'edit', value: 'x', at: 10 }]);
    expect(history.future).toEqual([]);
    expect(run([{ type: 'redo' }], history).present).toBe('x');
  });

  it('ignores undo and redo with nothing to go back or forward to, and an edit that changes nothing', () => {
    const start = startHistory('a');
    expect(run([{ type: 'undo' }, { type: 'redo' }], start)).toBe(start);
    expect(run([{ type: 'edit', value: 'a', at: 0 }], start)).toBe(start);
  });

  it('starts over on reset', () => {
    expect(
      run([
        { type: 'edit', value: 'b', at: 0 },
        { type: 'reset', value: 'z' },
      ]),
    ).toEqual(startHistory('z'));
  });
});
