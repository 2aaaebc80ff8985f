import { describe, expect, it } from 'vitest';
import { MAX_KEYS, isLimited, takeToken, tooManyRequests, trackedKeys } from './rate-limit';

describe('the rate limit', () => {
  it('allows `limit` attempts a window, then tells how long to wait', () => {
    const now = 1_000_000;
    for (let i = 0; i < 3; i++) expect(takeToken('a', 3, 60_000, now).allowed).toBe(true);
    expect(isLimited('a', 3, 60_000, now)).toBe(true);
    expect(takeToken('a', 3, 60_000, now + 15_000)).toEqual({ allowed: false, retryAfter: 45 });
    expect(takeToken('a', 3, 60_000, now + 60_000).allowed).toBe(true);
    expect(isLimited('a', 3, 60_000, now + 60_000)).toBe(false);
  });

  it('counts each key on its own', () => {
    const now = 2_000_000;
    expect(takeToken('b', 1, 60_000, now).allowed).toBe(true);
    expect(takeToken('b', 1, 60_000, now).allowed).toBe(false);
    expect(takeToken('c', 1, 60_000, now).allowed).toBe(true);
  });

  it('stays bounded under a flood of new keys without forgetting the newest', () => {
    const now = 3_000_000;
    expect(takeToken('victim', 1, 60_000, now).allowed).toBe(true);
    for (let i = 0; i < MAX_KEYS / 2; i++) takeToken(`flood-${i}`, 1, 60_000, now + 1);
    // A flood smaller than the bound forgets nobody: the victim is still limited.
    expect(takeToken('victim', 1, 60_000, now + 2).allowed).toBe(false);
    for (let i = 0; i < MAX_KEYS * 2; i++) takeToken(`more-${i}`, 1, 60_000, now + 3);
    expect(trackedKeys()).toBeLessThanOrEqual(MAX_KEYS);
    // The most recent clients keep their counts.
    expect(takeToken(`more-${MAX_KEYS * 2 - 1}`, 1, 60_000, now + 4).allowed).toBe(false);
  });

  it('drops expired windows first', () => {
    const now = 10_000_000;
    takeToken('old', 1, 60_000, now);
    for (let i = 0; i < MAX_KEYS; i++) takeToken(`new-${i}`, 1, 60_000, now + 120_000);
    expect(isLimited('old', 1, 60_000, now + 120_000)).toBe(false);
    expect(isLimited('new-0', 1, 60_000, now + 120_000)).toBe(true);
  });
});

describe('the rate limit at its edges', () => {
  it('starts a new window exactly windowMs later', () => {
    const now = 20_000_000;
    expect(takeToken('edge', 1, 60_000, now).allowed).toBe(true);
    expect(isLimited('edge', 1, 60_000, now + 59_999)).toBe(true);
    expect(isLimited('edge', 1, 60_000, now + 60_000)).toBe(false);
    expect(takeToken('edge', 1, 60_000, now + 60_000).allowed).toBe(true);
  });

  it('lets go of expired windows as new ones start, long before the bound', () => {
    const now = 30_000_000;
    const before = trackedKeys();
    for (let i = 0; i < 100; i++) takeToken(`gone-${i}`, 1, 60_000, now);
    takeToken('later', 1, 60_000, now + 10 * 60_000);
    expect(trackedKeys()).toBeLessThanOrEqual(before + 1);
  });

  it('answers 429 with the message, when to come back and no-store', async () => {
    const response = tooManyRequests(42);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      message: 'Too many requests. Please try again later.',
    });
  });
});
