// @ts-check
/**
 * Next's `cacheHandler` (next.config.ts), chosen when the server starts, so one
 * build serves both: with REDIS_URL, the shared Redis page cache of several
 * instances (redis-page-cache.mjs); without it, this process's bounded memory
 * (page-cache-handler.mjs). `next build` never needs Redis, and a server without
 * REDIS_URL never loads its client (about 650 modules of `redis`, issue 48).
 */
import PageCacheHandler from './page-cache-handler.mjs';
import { withScriptsAfterFirstPaint } from './scripts-after-first-paint.mjs';

const redisUrl = process.env.REDIS_URL?.trim();
const building = process.env.NEXT_PHASE === 'phase-production-build';

/**
 * Pages served for many addresses, never kept: Next's payload carries the address
 * of the request that rendered a page ("c" and "q"), and a kept copy would show it
 * to every later visitor. The Bangla not-found page of the addresses that cannot be
 * decoded (lib/routing/rewrites.ts; each decodable one has a copy of its own).
 */
export const UNKEPT_PAGES = new Set(['/bn/address-not-found']);

/**
 * The page path of a cache key: Next 16 keys a page as
 * `/route-cache/APP_PAGE/<build hash>/$/bn/address-not-found`, earlier ones by the path alone.
 * @param {string} key
 */
export const pagePathOf = (key) => {
  const at = key.lastIndexOf('/$/');
  return at === -1 ? key : key.slice(at + 2);
};

/**
 * Keeps no page of UNKEPT_PAGES, and each page it keeps with Next's scripts added
 * after the first frame (scripts-after-first-paint.mjs): once per version of the
 * page, in either store.
 * @param {typeof PageCacheHandler} Base
 */
const keepingPages = (Base) =>
  class extends Base {
    /** @type {PageCacheHandler['set']} */
    async set(key, data, ctx) {
      if (UNKEPT_PAGES.has(pagePathOf(key))) return;
      return super.set(key, withScriptsAfterFirstPaint(data), ctx);
    }
  };

export default keepingPages(
  redisUrl && !building
    ? (await import('./redis-page-cache.mjs')).redisPageCache(redisUrl)
    : PageCacheHandler,
);
