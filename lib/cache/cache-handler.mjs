// @ts-check
/**
 * Next's `cacheHandler` (next.config.ts), chosen when the server starts, so one
 * build serves both: with REDIS_URL, the shared Redis page cache of several
 * instances (redis-page-cache.mjs); without it, this process's bounded memory
 * (page-cache-handler.mjs). `next build` never needs Redis, and a server without
 * REDIS_URL never loads its client (about 650 modules of `redis`, issue 48).
 */
import PageCacheHandler from './page-cache-handler.mjs';

const redisUrl = process.env.REDIS_URL?.trim();
const building = process.env.NEXT_PHASE === 'phase-production-build';

export default redisUrl && !building
  ? (await import('./redis-page-cache.mjs')).redisPageCache(redisUrl)
  : PageCacheHandler;
