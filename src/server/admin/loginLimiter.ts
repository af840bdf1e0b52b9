export interface LoginLimit {
  max: number;
  windowMs: number;
}

export const defaultLoginLimit: LoginLimit = { max: 10, windowMs: 15 * 60 * 1000 };

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  count: number;
  endsAt: number;
}

// Past this many tracked addresses, expired windows are dropped so a scan from many addresses cannot grow memory forever.
const pruneAbove = 1024;

/**
 * Counts login attempts per client address in fixed windows that start at an
 * address's first attempt. Every attempt counts, right or wrong: otherwise a
 * guesser could learn the password from which attempt is let through.
 */
export function createLoginLimiter(limit: LoginLimit, now: () => number = Date.now) {
  const windows = new Map<string, Window>();

  function prune(time: number) {
    for (const [address, window] of windows) if (window.endsAt <= time) windows.delete(address);
  }

  return {
    attempt(address: string): LoginAttempt {
      const time = now();
      if (windows.size > pruneAbove) prune(time);
      const current = windows.get(address);
      if (!current || current.endsAt <= time) {
        windows.set(address, { count: 1, endsAt: time + limit.windowMs });
        return { allowed: true };
      }
      if (current.count >= limit.max) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((current.endsAt - time) / 1000)) };
      current.count += 1;
      return { allowed: true };
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
