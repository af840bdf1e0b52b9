import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from '../../../src/server/admin/loginLimiter';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createLoginLimiter', () => {
  it('allows max attempts per window, then says how long to wait', () => {
    const time = clock();
    const limiter = createLoginLimiter({ max: 2, windowMs: 60_000 }, time.now);
    expect(limiter.attempt('a')).toEqual({ allowed: true });
    time.advance(10_000);
    expect(limiter.attempt('a')).toEqual({ allowed: true });
    expect(limiter.attempt('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    time.advance(49_500);
    expect(limiter.attempt('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('starts a new window once the old one ends, and refused attempts do not extend it', () => {
    const time = clock();
    const limiter = createLoginLimiter({ max: 1, windowMs: 1_000 }, time.now);
    limiter.attempt('a');
    for (let refused = 0; refused < 5; refused += 1) expect(limiter.attempt('a').allowed).toBe(false);
    time.advance(1_000);
    expect(limiter.attempt('a')).toEqual({ allowed: true });
    expect(limiter.attempt('a').allowed).toBe(false);
  });

  it('counts each address on its own', () => {
    const limiter = createLoginLimiter({ max: 1, windowMs: 1_000 }, clock().now);
    expect(limiter.attempt('a').allowed).toBe(true);
    expect(limiter.attempt('a').allowed).toBe(false);
    expect(limiter.attempt('b').allowed).toBe(true);
  });

  it('still limits an address after many others come and go', () => {
    const time = clock();
    const limiter = createLoginLimiter({ max: 1, windowMs: 10_000 }, time.now);
    limiter.attempt('kept');
    for (let index = 0; index < 3000; index += 1) {
      limiter.attempt(`passing-${index}`);
      time.advance(1);
    }
    expect(limiter.attempt('kept').allowed).toBe(false);
  });
});
