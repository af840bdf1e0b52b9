import { createFailureWindows } from './failureWindows';

export interface LoginLimit {
  /** Failed logins one client (an IPv4 address or an IPv6 /64) may make in a window. */
  perAddress: number;
  /** Failed logins against one account, from all addresses together, before the lockdown below. */
  perAccount: number;
  /** Failed logins against all accounts from all addresses together before the lockdown below. */
  overall: number;
  windowMs: number;
}

export const defaultLoginLimit: LoginLimit = { perAddress: 10, perAccount: 30, overall: 100, windowMs: 15 * 60 * 1000 };

export type LoginAttempt =
  | {
      allowed: true;
      /**
       * The password was right: the attempt was no failure, and the address's
       * failures at this account (its owner's mistypes) are forgiven. Those at
       * other accounts stay: logging in to one's own account must not buy more guesses at another.
       */
      succeeded(): void;
      /** The password was never checked (the server was too busy): the attempt counts for nothing. */
      withdraw(): void;
    }
  | { allowed: false; retryAfterSeconds: number; reason: 'address' | 'lockdown' };

/**
 * Which account a login is for, by the name typed (in any case, as accounts
 * are matched); a form without a name counts against one shared key.
 */
export const accountKey = (username: string | undefined): string => {
  const name = username?.normalize('NFC').trim().toLowerCase();
  return name ? `user:${name}` : 'shared';
};

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Counts failed logins per client address, per account and overall. An
 * attempt is counted as a failure as soon as it is let through, so that
 * concurrent guesses from one address cannot all slip in before the first is
 * judged; a right password takes its count back, with the address's earlier
 * failures at that same account (and at no other).
 *
 * Past perAddress, the address is refused until its window ends. Past
 * perAccount or overall (many addresses guessing together) comes a lockdown:
 * addresses with a failure in their window are refused, but an address
 * without one still has its password checked. Refusing everyone instead would
 * give any attacker a switch that keeps staff out for as long as the attack
 * lasts; this way the attacker is cut to one guess per fresh address and
 * window, staff at their usual address still get in, and someone who mistypes
 * during an attack waits at most one window, as Retry-After says. Behind a
 * proxy the address is the one the trusted proxy saw (TRUST_PROXY), so no one
 * can get a victim's address refused by writing it in X-Forwarded-For.
 */
export function createLoginLimiter(limit: LoginLimit, now: () => number = Date.now) {
  const addresses = createFailureWindows(limit.windowMs, now);
  const accounts = createFailureWindows(limit.windowMs, now);
  const overall = createFailureWindows(limit.windowMs, now);
  const everyone = 'all';

  function lockdownEndsAt(account: string): number | undefined {
    const tripped = [
      { window: accounts.get(account), max: limit.perAccount },
      { window: overall.get(everyone), max: limit.overall },
    ].filter(({ window, max }) => window.count >= max);
    return tripped.length === 0 ? undefined : Math.max(...tripped.map(({ window }) => window.endsAt));
  }

  function count(address: string, account: string, delta: number) {
    // Per address, split by account: a right password forgives only the failures at its own account.
    addresses.add(address, delta, account);
    accounts.add(account, delta);
    overall.add(everyone, delta);
  }

  return {
    attempt(address: string, account: string): LoginAttempt {
      const own = addresses.get(address);
      if (own.count >= limit.perAddress)
        return { allowed: false, retryAfterSeconds: seconds(own.endsAt - now()), reason: 'address' };
      const lockdownEnd = lockdownEndsAt(account);
      if (lockdownEnd !== undefined && own.count > 0) {
        // Free again when either the address's own window or the lockdown ends, whichever comes first.
        return {
          allowed: false,
          retryAfterSeconds: seconds(Math.min(own.endsAt, lockdownEnd) - now()),
          reason: 'lockdown',
        };
      }
      count(address, account, 1);
      return {
        allowed: true,
        succeeded() {
          accounts.add(account, -1);
          overall.add(everyone, -1);
          addresses.forgive(address, account);
        },
        withdraw: () => count(address, account, -1),
      };
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
