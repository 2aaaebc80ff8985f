import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_KEYS,
  isLimited,
  rateLimits,
  takeToken,
  tooManyRequests,
  trackedKeys,
} from './rate-limit';

/** The process's bound, and a small one whose floods are quick to send. */
const BOUND = 1_000;

/** The clock rate-limiter-flexible's windows and their timers run on. */
const at = (time: number) => vi.setSystemTime(time);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the rate limit', () => {
  it('allows `limit` attempts a window, then tells how long to wait', async () => {
    at(1_000_000);
    for (let i = 0; i < 3; i++) expect((await takeToken('a', 3, 60_000)).allowed).toBe(true);
    expect(await isLimited('a', 3, 60_000)).toBe(true);
    at(1_000_000 + 15_000);
    expect(await takeToken('a', 3, 60_000)).toEqual({ allowed: false, retryAfter: 45 });
    at(1_000_000 + 60_000);
    expect((await takeToken('a', 3, 60_000)).allowed).toBe(true);
    expect(await isLimited('a', 3, 60_000)).toBe(false);
  });

  it('counts each key on its own', async () => {
    at(2_000_000);
    expect((await takeToken('b', 1, 60_000)).allowed).toBe(true);
    expect((await takeToken('b', 1, 60_000)).allowed).toBe(false);
    expect((await takeToken('c', 1, 60_000)).allowed).toBe(true);
  });

  it('stays bounded under a flood of new keys without forgetting the newest', async () => {
    const small = rateLimits(BOUND);
    at(3_000_000);
    expect((await small.takeToken('victim', 1, 60_000)).allowed).toBe(true);
    at(3_000_001);
    for (let i = 0; i < BOUND / 2; i++) await small.takeToken(`flood-${i}`, 1, 60_000);
    // A flood smaller than the bound forgets nobody: the victim is still limited.
    at(3_000_002);
    expect((await small.takeToken('victim', 1, 60_000)).allowed).toBe(false);
    at(3_000_003);
    for (let i = 0; i < BOUND * 2; i++) await small.takeToken(`more-${i}`, 1, 60_000);
    expect(small.trackedKeys()).toBeLessThanOrEqual(BOUND);
    // The most recent clients keep their counts.
    at(3_000_004);
    expect((await small.takeToken(`more-${BOUND * 2 - 1}`, 1, 60_000)).allowed).toBe(false);
  });

  it("forgets an evicted key's count in the limiter too", async () => {
    const small = rateLimits(BOUND);
    at(4_000_000);
    expect((await small.takeToken('evicted', 1, 60_000)).allowed).toBe(true);
    for (let i = 0; i < BOUND; i++) await small.takeToken(`crowd-${i}`, 1, 60_000);
    expect((await small.takeToken('evicted', 1, 60_000)).allowed).toBe(true);
  });

  it('drops expired windows first', async () => {
    const small = rateLimits(BOUND);
    at(10_000_000);
    await small.takeToken('old', 1, 60_000);
    at(10_000_000 + 120_000);
    for (let i = 0; i < BOUND; i++) await small.takeToken(`new-${i}`, 1, 60_000);
    expect(await small.isLimited('old', 1, 60_000)).toBe(false);
    expect(await small.isLimited('new-0', 1, 60_000)).toBe(true);
  });
});

describe('the rate limit at its edges', () => {
  it('holds at most 50,000 keys in this process', () => expect(MAX_KEYS).toBe(50_000));

  it('starts a new window exactly windowMs later', async () => {
    at(20_000_000);
    expect((await takeToken('edge', 1, 60_000)).allowed).toBe(true);
    at(20_000_000 + 59_999);
    expect(await isLimited('edge', 1, 60_000)).toBe(true);
    at(20_000_000 + 60_000);
    expect(await isLimited('edge', 1, 60_000)).toBe(false);
    expect((await takeToken('edge', 1, 60_000)).allowed).toBe(true);
  });

  it('lets go of expired windows as new ones start, long before the bound', async () => {
    at(30_000_000);
    const before = trackedKeys();
    for (let i = 0; i < 100; i++) await takeToken(`gone-${i}`, 1, 60_000);
    at(30_000_000 + 10 * 60_000);
    await takeToken('later', 1, 60_000);
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
