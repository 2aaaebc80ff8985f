import 'server-only';
import { env } from '@/lib/env';
import { lifecycle } from '@/lib/lifecycle';
import { log as writeLog } from '@/lib/log';

/** How long the store has to answer `select 1` before it counts as slow. */
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
  /**
   * Whether the store is shared by every instance (PostgreSQL, DATABASE_URL), not
   * this process's own (PGlite).
   */
  storeShared: () => boolean;
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

type Logger = (level: 'info' | 'warn', event: string, fields: Record<string, unknown>) => void;

/**
 * Logs a dependency's changes of state, once each: `dependency.down` (warn) when
 * it stops answering, `dependency.up` (info) when it answers again.
 */
export function watchState<T extends string>(
  dependency: () => string,
  check: () => Promise<T>,
  healthy: (state: T) => boolean,
  log: Logger = writeLog,
) {
  let wasHealthy = true;
  let since = 0;
  return async (): Promise<T> => {
    const state = await check();
    const now = healthy(state);
    if (now !== wasHealthy) {
      if (now)
        log('info', 'dependency.up', {
          dependency: dependency(),
          downMs: Math.round(performance.now() - since),
        });
      else {
        since = performance.now();
        log('warn', 'dependency.down', { dependency: dependency(), state });
      }
      wasHealthy = now;
    }
    return state;
  };
}

const storeName = () => (env.databaseUrl ? 'postgres' : 'pglite');

const storeCheck = sharedFor(
  STORE_CHECK_MS,
  watchState(
    storeName,
    async (): Promise<StoreState> =>
      // With an upstream CMS there is no store to ask, and the CMS's own failures are
      // answered with fallbacks: they do not make the instance unready.
      env.contentApiUrl
        ? 'not used'
        : (await import('@/lib/store/db')).storeAnswers(STORE_CHECK_MS),
    (state) => state === 'ok' || state === 'not used',
  ),
);

const redisCheck = watchState(
  () => 'redis',
  async (): Promise<RedisState> =>
    process.env.REDIS_URL?.trim() ? (await import('@/lib/redis')).redisState() : 'not used',
  (state) => state !== 'down',
);

const live: ReadinessChecks = {
  shuttingDown: () => lifecycle().shuttingDown,
  storeShared: () => Boolean(env.databaseUrl),
  store: storeCheck,
  redis: redisCheck,
};

/**
 * Whether this instance should be sent requests, as Kubernetes and balancers mean
 * it: whether it can serve, that another instance could not do better. Not while
 * it shuts down; not while its own store (PGlite, in this process) does not
 * answer a query within a second. A dependency that every instance shares
 * (PostgreSQL, Redis) being away is reported, here, in /api/health and in the log
 * (`dependency.down`), and does not make the instance unready: every instance
 * would fail at once and the balancer would have none left, while each still
 * serves its pages from the cache and its fallbacks.
 */
export async function readiness(checks: ReadinessChecks = live): Promise<Readiness> {
  if (checks.shuttingDown())
    return { status: 'not ready', shuttingDown: true, store: 'not checked', redis: 'not checked' };
  const [store, redis] = await Promise.all([checks.store(), checks.redis()]);
  const ready = store === 'ok' || store === 'not used' || checks.storeShared();
  return { status: ready ? 'ready' : 'not ready', shuttingDown: false, store, redis };
}

/**
 * The dependencies' states for /api/health, without making liveness wait: a
 * check that has not answered within `ms` is reported as 'timeout'.
 */
export async function dependencies(
  ms = 500,
  checks: ReadinessChecks = live,
): Promise<{ store: StoreState; redis: RedisState | 'timeout' }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, ms, 'timeout')));
  const [store, redis] = await Promise.all([
    Promise.race([checks.store(), late]),
    Promise.race([checks.redis(), late]),
  ]).finally(() => clearTimeout(timer));
  return { store, redis };
}
