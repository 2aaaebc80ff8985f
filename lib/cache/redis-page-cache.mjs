// @ts-check
/**
 * The page cache of several instances (REDIS_URL set): Next's `cacheHandler`
 * from @fortedigital/nextjs-cache-handler, its Redis handler first, so that a
 * page rendered or revalidated on one instance is what every instance serves.
 *
 * While Redis is away or slow (past TIMEOUT_MS), its handler throws and the
 * library reads this process's own LRU copy instead (every page is written to
 * both), so pages keep coming, rendered fresh or from that copy, never an error
 * and never a wait. The client reconnects by itself; Redis is used again as soon
 * as it answers. Failures are logged once per minute.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';

const TIMEOUT_MS = 500;
const CONNECT_WAIT_MS = 2000;
const FAILURE_LOG_WINDOW_MS = 60_000;
const CONFIG = Symbol.for('masco.redis-page-cache');

let lastFailureLog = 0;
/** @param {unknown} error */
function logFailure(error) {
  const now = Date.now();
  if (now - lastFailureLog < FAILURE_LOG_WINDOW_MS) return;
  lastFailureLog = now;
  console.warn(
    JSON.stringify({
      level: 'warn',
      event: 'page_cache.redis_unavailable',
      time: new Date(now).toISOString(),
      error: error instanceof Error ? error.message : String(error),
      message: 'Pages are served from this instance until Redis answers again.',
    }),
  );
}

/** @param {string} url */
async function configure(url) {
  /** @type {import('redis').RedisClientType} */
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  client.on('error', logFailure);
  // Not forever: a Redis that is away at start must not hold the first pages.
  await Promise.race([
    client.connect().catch(logFailure),
    new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref()),
  ]);
  return {
    handlers: [
      createRedisHandler({ client, keyPrefix: 'masco:page:', timeoutMs: TIMEOUT_MS }),
      createLruHandler({ maxItemsNumber: 1000, maxItemSizeBytes: 64 * 1024 * 1024 }),
    ],
  };
}

/** The handler class Next instantiates, its Redis connection made once per process. */
export function redisPageCache(/** @type {string} */ url) {
  CacheHandler.onCreation(() => {
    const holder = /** @type {Record<symbol, ReturnType<typeof configure> | undefined>} */ (
      /** @type {unknown} */ (globalThis)
    );
    holder[CONFIG] ??= configure(url);
    return holder[CONFIG];
  });
  return CacheHandler;
}
