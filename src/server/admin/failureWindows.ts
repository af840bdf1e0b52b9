export interface FailureWindow {
  count: number;
  endsAt: number;
}

// Past this many tracked keys, ended windows are dropped so a scan from many addresses cannot grow memory forever.
const pruneAbove = 1024;

/**
 * Failed logins per key in fixed windows that start at a key's first failure.
 * A window never grows longer: however much happens in it, it ends windowMs
 * after it began, so no refusal based on it lasts longer than that.
 */
export function createFailureWindows(windowMs: number, now: () => number) {
  const windows = new Map<string, FailureWindow>();

  function current(key: string, time: number): FailureWindow | undefined {
    const window = windows.get(key);
    return window && window.endsAt > time ? window : undefined;
  }

  return {
    /** The key's window now; a count of 0 when it has none. */
    get(key: string): FailureWindow {
      const time = now();
      return current(key, time) ?? { count: 0, endsAt: time };
    },
    /** Adds (or with a negative delta, takes back) failures in the key's window, opening one if needed. */
    add(key: string, delta: number): void {
      const time = now();
      const window = current(key, time);
      if (window) {
        window.count = Math.max(0, window.count + delta);
        return;
      }
      if (delta <= 0) return;
      if (windows.size > pruneAbove) for (const [other, old] of windows) if (old.endsAt <= time) windows.delete(other);
      windows.set(key, { count: delta, endsAt: time + windowMs });
    },
    clear(key: string): void {
      windows.delete(key);
    },
  };
}
