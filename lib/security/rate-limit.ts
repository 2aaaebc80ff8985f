import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Fixed windows per key, counted by rate-limiter-flexible in this process's
 * memory. Enough for a single server; several instances would each count on
 * their own (the forms and sign-in count in Redis: form-limit.ts).
 *
 * rate-limiter-flexible's memory store keeps every key of a window (a record and
 * a timer each) until the window ends, however many clients arrive. So the keys
 * counted are also held in an LRU of MAX_KEYS: past it, the least recently
 * counted key's counter is deleted, so a flood of new clients costs the oldest
 * counters, never everyone's. Measured (heap after gc, Node 22): 50,000 keys
 * cost 28 MB (the hand-made map this replaced: 9 MB); a flood of 200,000 new
 * keys stays at 32 MB, where the memory store alone grows to 102 MB.
 */
export const MAX_KEYS = 50_000;

/**
 * Fixed-window counters bounded to `maxKeys` keys: one rate-limiter-flexible
 * limiter per (limit, window), a limit read from the environment may change.
 */
export function rateLimits(maxKeys: number) {
  const limiters = new Map<string, RateLimiterMemory>();
  const limiterFor = (limit: number, windowMs: number) => {
    const name = `${limit}/${windowMs}`;
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterMemory({ points: limit, duration: windowMs / 1000 });
      limiters.set(name, limiter);
    }
    return limiter;
  };

  /** The keys counted, least recently counted first out; a key's window ends its entry too. */
  const held = new LRUCache<string, RateLimiterMemory>({
    max: maxKeys,
    // Windows are measured on Date.now(), as rate-limiter-flexible does, read each time.
    perf: { now: () => Date.now() },
    ttlResolution: 0,
    dispose: (limiter, key, reason) => {
      if (reason === 'evict') void limiter.delete(key);
    },
  });

  return {
    /** Counts one attempt under `key`; allowed while the window's count is within `limit`. */
    async takeToken(
      key: string,
      limit: number,
      windowMs = 60_000,
    ): Promise<{ allowed: boolean; retryAfter: number }> {
      const limiter = limiterFor(limit, windowMs);
      if (held.get(key) !== limiter) held.set(key, limiter, { ttl: windowMs });
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfter: 0 };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { allowed: false, retryAfter: Math.ceil(rejection.msBeforeNext / 1000) };
        throw rejection;
      }
    },

    /** Whether `key` is over `limit` in its current window, without counting. */
    async isLimited(key: string, limit: number, windowMs = 60_000) {
      const counted = await limiterFor(limit, windowMs).get(key);
      return !!counted && counted.msBeforeNext > 0 && counted.consumedPoints >= limit;
    },

    /** Number of keys held, their windows not yet over (for tests). */
    trackedKeys() {
      held.purgeStale();
      return held.size;
    },
  };
}

/** This process's counters. */
export const { takeToken, isLimited, trackedKeys } = rateLimits(MAX_KEYS);

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** The 429 every limited endpoint answers, with when to come back. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  Response.json(
    { message: TOO_MANY_REQUESTS },
    {
      status: 429,
      headers: { 'cache-control': 'no-store', 'retry-after': String(retryAfterSeconds) },
    },
  );
