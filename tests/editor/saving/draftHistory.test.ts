import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  draftHistory,
  startHistory,
  type DraftAction,
  type DraftHistory,
} from '../../../src/editor/saving/draftHistory';
import { TYPING_PAUSE_MS, typingPause } from '../../../src/editor/saving/typingPause';

const run = (actions: DraftAction<string>[], start = startHistory('a')): DraftHistory<string> =>
  actions.reduce(draftHistory<string>, start);

describe('draftHistory', () => {
  it('undoes and redoes whole states in order', () => {
    const history = run([{ type: 'edit', value: 'b' }, { type: 'edit', value: 'c' }, { type: 'undo' }]);
    expect(history.present).toBe('b');
    expect(run([{ type: 'undo' }], history).present).toBe('a');
    expect(run([{ type: 'redo' }], history).present).toBe('c');
  });

  it('keeps typing in one field as one step until it is closed, and starts a new step for another field', () => {
    const typed = run([
      { type: 'edit', value: 'ab', key: 'title' },
      { type: 'edit', value: 'abc', key: 'title' },
      { type: 'edit', value: 'abcd', key: 'title' },
    ]);
    expect(typed.past).toEqual(['a']);
    const twoFields = run([
      { type: 'edit', value: 'ab', key: 'title' },
      { type: 'edit', value: 'abc', key: 'label' },
    ]);
    expect(twoFields.past).toEqual(['a', 'ab']);
    const closed = run([
      { type: 'edit', value: 'ab', key: 'title' },
      { type: 'close' },
      { type: 'edit', value: 'abc', key: 'title' },
    ]);
    expect(closed.past).toEqual(['a', 'ab']);
  });

  it('makes an edit with no field (add, move, delete) a step of its own that the next typing does not join', () => {
    const history = run([
      { type: 'edit', value: 'ab', key: 'title' },
      { type: 'edit', value: 'moved' },
      { type: 'edit', value: 'moved!', key: 'title' },
    ]);
    expect(history.past).toEqual(['a', 'ab', 'moved']);
  });

  it('never joins typing after an undo to the step before it', () => {
    const history = run([
      { type: 'edit', value: 'b', key: 'label' },
      { type: 'close' },
      { type: 'edit', value: 'bc', key: 'title' },
      { type: 'undo' },
      { type: 'edit', value: 'bx', key: 'title' },
    ]);
    expect(history.past).toEqual(['a', 'b']);
    expect(run([{ type: 'undo' }], history).present).toBe('b');
  });

  it('forgets the redo steps when a new edit follows an undo', () => {
    const history = run([{ type: 'edit', value: 'b' }, { type: 'undo' }, { type: 'edit', value: 'x' }]);
    expect(history.future).toEqual([]);
    expect(run([{ type: 'redo' }], history).present).toBe('x');
  });

  it('ignores undo and redo with nothing to go back or forward to, an edit that changes nothing, and a close with no open step', () => {
    const start = startHistory('a');
    expect(run([{ type: 'undo' }, { type: 'redo' }, { type: 'close' }], start)).toBe(start);
    expect(run([{ type: 'edit', value: 'a' }], start)).toBe(start);
  });

  it('starts over on reset', () => {
    expect(
      run([
        { type: 'edit', value: 'b' },
        { type: 'reset', value: 'z' },
      ]),
    ).toEqual(startHistory('z'));
  });
});

describe('typing steps over time (draftHistory with typingPause)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The editor's wiring (useDraft): a typed edit restarts the pause, which closes the step. */
  function editor() {
    let history = startHistory('');
    const dispatch = (action: DraftAction<string>) => {
      history = draftHistory(history, action);
    };
    const pause = typingPause(() => dispatch({ type: 'close' }));
    return {
      type: (text: string, key: string, gapMs: number) => {
        for (const letter of text) {
          dispatch({ type: 'edit', value: history.present + letter, key });
          pause.typed();
          vi.advanceTimersByTime(gapMs);
        }
      },
      undo: () => dispatch({ type: 'undo' }),
      get present() {
        return history.present;
      },
    };
  }

  it('takes back a phone number typed in one go with one undo', () => {
    const session = editor();
    session.type('01012345678', 'phone', 300);
    session.undo();
    expect(session.present).toBe('');
  });

  it('makes typing after a pause a new step', () => {
    const session = editor();
    session.type('010', 'phone', 200);
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    session.type('1234', 'phone', 200);
    session.undo();
    expect(session.present).toBe('010');
    session.undo();
    expect(session.present).toBe('');
  });

  it('keeps a step open while keys come faster than the pause, however long the typing lasts', () => {
    const session = editor();
    session.type('x'.repeat(40), 'name', TYPING_PAUSE_MS - 1);
    session.undo();
    expect(session.present).toBe('');
  });
});
