/**
 * Undo and redo over whole draft states. Keystrokes in one field within a
 * second of each other are one step, so undo takes back a word, not a letter.
 */
export interface DraftHistory<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field and time of the last edit, to merge typing into one step. */
  last?: { key: string; at: number };
}

export type DraftAction<T> = { type: 'edit'; value: T; key?: string; at: number } | { type: 'undo' } | { type: 'redo' } | { type: 'reset'; value: T };

const MERGE_WITHIN_MS = 1000;
const KEPT_STEPS = 200;

export function startHistory<T>(value: T): DraftHistory<T> {
  return { past: [], present: value, future: [] };
}

export function draftHistory<T>(history: DraftHistory<T>, action: DraftAction<T>): DraftHistory<T> {
  switch (action.type) {
    case 'edit': {
      if (action.value === history.present) return history;
      const last = action.key === undefined ? undefined : { key: action.key, at: action.at };
      const merges = last !== undefined && history.last?.key === last.key && last.at - history.last.at <= MERGE_WITHIN_MS && history.past.length > 0;
      const past = merges ? history.past : [...history.past, history.present].slice(-KEPT_STEPS);
      return { past, present: action.value, future: [], last };
    }
    case 'undo': {
      const previous = history.past.at(-1);
      if (previous === undefined) return history;
      return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (next === undefined) return history;
      return { past: [...history.past, history.present], present: next, future: rest };
    }
    case 'reset':
      return startHistory(action.value);
  }
}
