import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelays, withRetry } from './retry';

class Status extends Error {
  constructor(readonly status: number) {
    super(`status ${status}`);
  }
}
const tooMany = (e: unknown) => e instanceof Status && e.status === 429;

describe('withRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 100, 200 and 400 ms between attempts', () => {
    expect(retryDelays).toEqual([100, 200, 400]);
  });

  it('retries a 429 up to three times on the schedule, then gives up', async () => {
    const calls: number[] = [];
    const attempt = vi.fn(async () => {
      calls.push(Date.now());
      throw new Status(429);
    });
    const result = withRetry(attempt, tooMany).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await result).toBeInstanceOf(Status);
    expect(attempt).toHaveBeenCalledTimes(4);
    expect(calls.slice(1).map((t, i) => t - calls[i]!)).toEqual([100, 200, 400]);
  });

  it('returns the first success', async () => {
    let n = 0;
    const result = withRetry(async () => {
      if (++n < 3) throw new Status(429);
      return 'page 2';
    }, tooMany);
    await vi.runAllTimersAsync();
    expect(await result).toBe('page 2');
    expect(n).toBe(3);
  });

  it('does not retry other failures', async () => {
    const attempt = vi.fn(async () => {
      throw new Status(500);
    });
    const result = withRetry(attempt, tooMany).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect((await result) as Status).toMatchObject({ status: 500 });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
