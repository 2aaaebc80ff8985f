import { describe, expect, it } from 'vitest';
import {
  admitSignIn,
  failureDelayMs,
  FAILURES_BEFORE_LOCK,
  signInFailed,
  signInSucceeded,
} from './sign-in-limit';

const noWait = (delays: number[]) => async (ms: number) => {
  delays.push(ms);
};

describe('sign-in limits (one instance, no Redis)', () => {
  it('slows each failure in a row down: 0.5 s, doubling, at most 4 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(failureDelayMs)).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('an address makes 20 attempts in a quarter of an hour, then is told when to return', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push(await admitSignIn(`person${i}@example.com`, '198.51.100.1'));
    expect(answers.slice(0, 20).every((a) => a.allowed)).toBe(true);
    const last = answers[20]!;
    expect(last.allowed).toBe(false);
    if (!last.allowed) {
      expect(last.retryAfterSeconds).toBeGreaterThan(800);
      expect(last.retryAfterSeconds).toBeLessThanOrEqual(900);
    }
    expect((await admitSignIn('person0@example.com', '198.51.100.2')).allowed).toBe(true);
  });

  it('five failures in a row lock that e-mail from that address for a quarter of an hour', async () => {
    const delays: number[] = [];
    const email = 'Ada@Example.com';
    for (let i = 0; i < FAILURES_BEFORE_LOCK; i++) {
      expect((await admitSignIn(email, '203.0.113.5')).allowed).toBe(true);
      await signInFailed(email, '203.0.113.5', noWait(delays));
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 4000]);
    const locked = await admitSignIn('ada@example.com', '203.0.113.5');
    expect(locked.allowed).toBe(false);
    if (!locked.allowed) {
      expect(locked.retryAfterSeconds).toBeGreaterThan(800);
      expect(locked.retryAfterSeconds).toBeLessThanOrEqual(900);
    }
    // Another address is not locked out by someone else's guesses.
    expect((await admitSignIn(email, '203.0.113.6')).allowed).toBe(true);
  });

  it('a right password starts the failures in a row again', async () => {
    const delays: number[] = [];
    for (let i = 0; i < FAILURES_BEFORE_LOCK - 1; i++)
      await signInFailed('bo@example.com', '203.0.113.7', noWait(delays));
    await signInSucceeded('bo@example.com', '203.0.113.7');
    await signInFailed('bo@example.com', '203.0.113.7', noWait(delays));
    expect(delays.at(-1)).toBe(500);
    expect((await admitSignIn('bo@example.com', '203.0.113.7')).allowed).toBe(true);
  });
});
