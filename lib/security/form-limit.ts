import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { redisClient } from '@/lib/redis';

export type FormLimiter = {
  /** Counts one post under `key`: allowed while within the limit, else when to retry. */
  take(key: string): Promise<{ allowed: boolean; retryAfter: number }>;
};

type CounterOptions = {
  points: number;
  duration: number;
  keyPrefix: string;
  blockDuration?: number;
};

/**
 * A counter of rate-limiter-flexible: with Redis, every instance counts in one
 * place; while Redis is away each instance counts on its own (the insurance
 * limiter) rather than refuse or wait.
 */
export function sharedCounter(options: CounterOptions, client: RedisClientType | null) {
  const memory = new RateLimiterMemory(options);
  return client
    ? new RateLimiterRedis({
        ...options,
        keyPrefix: `masco:${options.keyPrefix}`,
        storeClient: client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
}

/** The visitor forms' limit (FORM_RATE_LIMIT posts a minute per client and form). */
export function formLimiter(limit: number, client: RedisClientType | null): FormLimiter {
  const limiter = sharedCounter({ points: limit, duration: 60, keyPrefix: 'form' }, client);
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfter: 0 };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return {
            allowed: false,
            retryAfter: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
          };
        throw rejection;
      }
    },
  };
}

const LIMITER = Symbol.for('masco.form-limiter');
type Holder = { [LIMITER]?: { limit: number; limiter: FormLimiter } };

/** The process's form limiter (rebuilt if FORM_RATE_LIMIT changes, as tests do). */
export function sharedFormLimiter(): FormLimiter {
  const limit = Number(process.env.FORM_RATE_LIMIT) || 10;
  const holder = globalThis as Holder;
  if (holder[LIMITER]?.limit !== limit)
    holder[LIMITER] = { limit, limiter: formLimiter(limit, redisClient()) };
  return holder[LIMITER].limiter;
}
