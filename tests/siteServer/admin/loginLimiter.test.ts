import { describe, expect, it } from 'vitest';
import { accountKey, createLoginLimiter, type LoginLimit } from '../../../src/siteServer/admin/loginLimiter';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const shared = accountKey(undefined);
const roomy: LoginLimit = { perAddress: 2, perAccount: 100, overall: 100, windowMs: 60_000 };

function start(limit: Partial<LoginLimit> = {}) {
  const time = clock();
  const limiter = createLoginLimiter({ ...roomy, ...limit }, time.now);
  /** A wrong password from `address`; what the limiter answered. */
  const fail = (address: string, account = shared) => limiter.attempt(address, account);
  const succeed = (address: string, account = shared) => {
    const attempt = limiter.attempt(address, account);
    if (attempt.allowed) attempt.succeeded();
    return attempt;
  };
  return { time, limiter, fail, succeed };
}

describe('the login limit per address', () => {
  it('refuses an address after perAddress failures until its window ends, and says how long is left', () => {
    const { time, fail } = start();
    expect(fail('a').allowed).toBe(true);
    time.advance(10_000);
    expect(fail('a').allowed).toBe(true);
    expect(fail('a')).toEqual({ allowed: false, retryAfterSeconds: 50, reason: 'address' });
    time.advance(49_500);
    expect(fail('a')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    time.advance(500);
    expect(fail('a').allowed).toBe(true);
  });

  it('does not extend the window for refused attempts', () => {
    const { time, fail } = start({ perAddress: 1, windowMs: 1_000 });
    fail('a');
    for (let refused = 0; refused < 5; refused += 1) expect(fail('a').allowed).toBe(false);
    time.advance(1_000);
    expect(fail('a').allowed).toBe(true);
  });

  it('forgets an address failures when it logs in', () => {
    const { fail, succeed } = start();
    fail('a');
    expect(succeed('a').allowed).toBe(true);
    expect(fail('a').allowed).toBe(true);
    expect(fail('a').allowed).toBe(true);
    expect(fail('a').allowed).toBe(false);
  });

  it('keeps the failures at other accounts when the address logs in to one', () => {
    const { fail, succeed } = start({ perAddress: 10 });
    const [victim, own] = [accountKey('victim'), accountKey('own')];
    const guessed: boolean[] = [];
    // Nine wrong guesses at one account, then a right password for another, three times over.
    for (let round = 0; round < 3; round += 1) {
      for (let guess = 0; guess < 9; guess += 1) guessed.push(fail('a', victim).allowed);
      expect(succeed('a', own).allowed).toBe(guessed.at(-1));
    }
    expect(guessed.filter(Boolean)).toHaveLength(10);
    expect(guessed.indexOf(false)).toBe(10);
  });

  it('forgives only the failures at the account that logged in, including one still being checked there', () => {
    const { limiter, fail, succeed } = start({ perAddress: 4 });
    const [first, second] = [accountKey('first'), accountKey('second')];
    fail('a', first);
    fail('a', second);
    const pending = limiter.attempt('a', first);
    expect(succeed('a', first).allowed).toBe(true);
    // The guess at `first` that was still being checked was forgiven with the rest; taking it back takes nothing from `second`.
    if (pending.allowed) pending.withdraw();
    const after = [fail('a', second), fail('a', second), fail('a', second), fail('a', second)];
    expect(after.map((attempt) => attempt.allowed)).toEqual([true, true, true, false]);
  });

  it('counts an attempt still being checked, so concurrent guesses cannot all slip in', () => {
    const { limiter } = start();
    const pending = [limiter.attempt('a', shared), limiter.attempt('a', shared), limiter.attempt('a', shared)];
    expect(pending.map((attempt) => attempt.allowed)).toEqual([true, true, false]);
  });

  it('does not count an attempt withdrawn unchecked', () => {
    const { limiter, fail } = start();
    for (let i = 0; i < 5; i += 1) {
      const attempt = limiter.attempt('a', shared);
      if (attempt.allowed) attempt.withdraw();
    }
    expect(fail('a').allowed).toBe(true);
  });

  it('counts each address on its own, and still limits one after many others come and go', () => {
    const { time, fail } = start({ perAddress: 1, windowMs: 10_000 });
    fail('kept');
    for (let index = 0; index < 3000; index += 1) {
      expect(fail(`passing-${index}`).allowed).toBe(true);
      time.advance(1);
    }
    expect(fail('kept').allowed).toBe(false);
  });
});

describe('the lockdown after many failures from many addresses', () => {
  it('past overall, refuses addresses that failed but still checks one that did not', () => {
    const { time, fail, succeed } = start({ overall: 3 });
    fail('a');
    time.advance(10_000);
    fail('b');
    fail('c');
    expect(fail('a')).toEqual({ allowed: false, retryAfterSeconds: 50, reason: 'lockdown' });
    expect(succeed('staff')).toMatchObject({ allowed: true });
    // A fresh address gets its one check; its failure makes it one that failed.
    expect(fail('d').allowed).toBe(true);
    expect(fail('d').allowed).toBe(false);
  });

  it('past perAccount, locks down that account only', () => {
    const { fail } = start({ perAccount: 2 });
    fail('a');
    fail('b');
    expect(fail('a')).toMatchObject({ allowed: false, reason: 'lockdown' });
    expect(fail('a', accountKey('kim')).allowed).toBe(true);
  });

  it('ends with its window, or earlier for an address whose own window ends first', () => {
    const { time, fail } = start({ overall: 2 });
    fail('a');
    time.advance(30_000);
    fail('b');
    expect(fail('a')).toMatchObject({ retryAfterSeconds: 30 });
    expect(fail('b')).toMatchObject({ retryAfterSeconds: 30 });
    time.advance(30_000);
    expect(fail('a').allowed).toBe(true);
    expect(fail('b').allowed).toBe(true);
  });

  it('frees an address whose own window ends before the lockdown does', () => {
    const { time, fail } = start({ overall: 2 });
    fail('x');
    time.advance(50_000);
    fail('a');
    time.advance(20_000);
    // A new lockdown, 70 s in, lasting until 130 s; a's window ends at 110 s.
    fail('b');
    fail('c');
    expect(fail('a')).toEqual({ allowed: false, retryAfterSeconds: 40, reason: 'lockdown' });
  });

  it('does not count right passwords toward it', () => {
    const { fail, succeed } = start({ overall: 2 });
    for (let i = 0; i < 5; i += 1) succeed(`staff-${i}`);
    fail('a');
    expect(fail('a').allowed).toBe(true);
  });
});

describe('accountKey', () => {
  it('is one key for the shared password and one per user name, however it is typed', () => {
    expect(accountKey('')).toBe(shared);
    expect(accountKey('  ')).toBe(shared);
    expect(accountKey(' Kim ')).toBe(accountKey('kim'));
    expect(accountKey('한빛'.normalize('NFD'))).toBe(accountKey('한빛'));
    expect(accountKey('shared')).not.toBe(shared);
  });
});
