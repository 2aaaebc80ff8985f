import 'server-only';
import { env } from '@/lib/env';
import { lifecycle } from '@/lib/lifecycle';

/** How long the store has to answer `select 1` before the instance is not ready. */
export const STORE_CHECK_MS = 1000;

type StoreState = 'ok' | 'timeout' | 'error' | 'not used';
type RedisState = 'ok' | 'down' | 'not used';

/** GET /api/ready's answer: each check in a word, nothing about versions or secrets. */
export type Readiness = {
  status: 'ready' | 'not ready';
  shuttingDown: boolean;
  store: StoreState | 'not checked';
  redis: RedisState | 'not checked';
};

export type ReadinessChecks = {
  shuttingDown: () => boolean;
  store: () => Promise<StoreState>;
  redis: () => Promise<RedisState>;
};

/**
 * One check at a time, its answer shared for `ms` from its start: a flood of
 * unauthenticated GET /api/ready costs the store at most one `select 1` a second.
 */
export function sharedFor<T>(ms: number, check: () => Promise<T>, now = () => performance.now()) {
  let last: { at: number; answer: Promise<T> } | undefined;
  return (): Promise<T> => {
    const at = now();
    if (!last || at - last.at >= ms) last = { at, answer: check() };
    return last.answer;
  };
}

const storeCheck = sharedFor(STORE_CHECK_MS, async (): Promise<StoreState> =>
  // With an upstream CMS there is no store to ask, and the CMS's own failures are
  // answered with fallbacks: they do not make the instance unready.
  env.contentApiUrl ? 'not used' : (await import('@/lib/store/db')).storeAnswers(STORE_CHECK_MS),
);

const live: ReadinessChecks = {
  shuttingDown: () => lifecycle().shuttingDown,
  store: storeCheck,
  redis: async () =>
    process.env.REDIS_URL?.trim() ? (await import('@/lib/redis')).redisState() : 'not used',
};

/**
 * Whether this instance should be sent requests: not while it shuts down, not
 * while its store does not answer a query within a second, not while Redis is
 * away when REDIS_URL names one (the rate limits and the page cache would part
 * ways between instances).
 */
export async function readiness(checks: ReadinessChecks = live): Promise<Readiness> {
  if (checks.shuttingDown())
    return { status: 'not ready', shuttingDown: true, store: 'not checked', redis: 'not checked' };
  const [store, redis] = await Promise.all([checks.store(), checks.redis()]);
  const ready = (store === 'ok' || store === 'not used') && redis !== 'down';
  return { status: ready ? 'ready' : 'not ready', shuttingDown: false, store, redis };
}
