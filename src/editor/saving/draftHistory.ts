/**
 * Undo and redo over whole draft states. Typing in one field is one step while
 * it goes on: the step stays open for edits of the same field until a pause, a
 * blur or another field closes it (`close`, see typingPause), and an edit with
 * no field (adding, moving, deleting, replacing everywhere) is a step of its own.
 * No clock is read here: a slow machine that takes a second to draw each key
 * pressed is no pause of the person typing.
 */
export interface DraftHistory<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field whose typing the present step holds, while more of it may follow. */
  open?: string;
}

export type DraftAction<T> =
  | { type: 'edit'; value: T; key?: string }
  | { type: 'close' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; value: T };

const KEPT_STEPS = 200;

export function startHistory<T>(value: T): DraftHistory<T> {
  return { past: [], present: value, future: [] };
}

export function draftHistory<T>(history: DraftHistory<T>, action: DraftAction<T>): DraftHistory<T> {
  switch (action.type) {
    case 'edit': {
      if (action.value === history.present) return history;
      const merges = action.key !== undefined && history.open === action.key && history.past.length > 0;
      const past = merges ? history.past : [...history.past, history.present].slice(-KEPT_STEPS);
      return { past, present: action.value, future: [], open: action.key };
    }
    case 'close':
      return history.open === undefined
        ? history
        : { past: history.past, present: history.present, future: history.future };
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
