export interface FailureWindow {
  count: number;
  endsAt: number;
}

interface Tracked extends FailureWindow {
  /** The window's count split by what the failures were against (for an address: the accounts); `count` is their sum. */
  parts: Map<string, number>;
}

// Past this many tracked keys, ended windows are dropped so a scan from many addresses cannot grow memory forever.
const pruneAbove = 1024;

/**
 * Failed logins per key in fixed windows that start at a key's first failure.
 * A window never grows longer: however much happens in it, it ends windowMs
 * after it began, so no refusal based on it lasts longer than that.
 */
export function createFailureWindows(windowMs: number, now: () => number) {
  const windows = new Map<string, Tracked>();

  function current(key: string, time: number): Tracked | undefined {
    const window = windows.get(key);
    return window && window.endsAt > time ? window : undefined;
  }

  return {
    /** The key's window now; a count of 0 when it has none. */
    get(key: string): FailureWindow {
      const time = now();
      const window = current(key, time);
      return window ? { count: window.count, endsAt: window.endsAt } : { count: 0, endsAt: time };
    },
    /**
     * Adds (or with a negative delta, takes back) failures in the key's window
     * under `part`, opening a window if needed. A part never goes below 0, so a
     * take-back after `forgive` cannot remove failures counted under another part.
     */
    add(key: string, delta: number, part = ''): void {
      const time = now();
      const window = current(key, time);
      if (window) {
        const before = window.parts.get(part) ?? 0;
        const after = Math.max(0, before + delta);
        if (after === 0) window.parts.delete(part);
        else window.parts.set(part, after);
        window.count += after - before;
        return;
      }
      if (delta <= 0) return;
      if (windows.size > pruneAbove) for (const [other, old] of windows) if (old.endsAt <= time) windows.delete(other);
      windows.set(key, { count: delta, endsAt: time + windowMs, parts: new Map([[part, delta]]) });
    },
    /** Takes every failure counted under `part` out of the key's window; the other parts' stay. */
    forgive(key: string, part: string): void {
      const window = current(key, now());
      if (!window) return;
      window.count -= window.parts.get(part) ?? 0;
      window.parts.delete(part);
    },
  };
}
