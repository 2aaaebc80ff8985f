// @ts-check
/**
 * The server's page cache (Next's `cacheHandler`): rendered pages and route
 * responses, in this process's memory, bounded, with a tag index for
 * revalidatePath/revalidateTag.
 *
 * Why not Next's default file-system cache: it serves the pages that
 * `next build` prerendered. Our build never reads content (the source is chosen
 * at run time and PGlite admits one process), so those build pages hold only
 * fallbacks. This cache starts empty, so the first request for a page renders it
 * against the active source and later requests are served from here until the
 * page's lifetime (set by the content reads of its render) runs out.
 *
 * Data-cache (`FETCH`) entries are not kept: content reads are not cached
 * separately, a page render is what is cached.
 */
import { LRUCache } from 'lru-cache';
import { stringBytes } from './heap-bytes.mjs';

const MAX_ENTRIES = Number(process.env.PAGE_CACHE_MAX_ENTRIES) || 5000;
/**
 * Bytes of the heap the pages may take. A page of this site weighs 0.1 to 0.5 MB
 * (its HTML, RSC payload and segments; a Bangla page twice its English one's HTML):
 * 32 MB holds about a hundred, the demo's audited pages many times over, and keeps the
 * server within the RSS goal of issue 48 (450 MB after the bench's load).
 */
const MAX_BYTES = (Number(process.env.PAGE_CACHE_MAX_MB) || 32) * 1024 * 1024;
/** Not-found answers (a 404 per made-up slug) have a small pool of their own. */
const MAX_MISSING = 500;
/** Search result pages (one per query someone typed) have another. */
const MAX_SEARCHES = 500;
const SEARCH_PAGES = '/search/results/';
const TAGS_HEADER = 'x-next-cache-tags';

/** What an entry holds in memory: its strings as V8 keeps them, its buffers. */
export function sizeOf(value) {
  let bytes = 0;
  for (const part of [value?.html, value?.rscData, value?.body]) {
    if (typeof part === 'string') bytes += stringBytes(part);
    else if (part && typeof part.byteLength === 'number') bytes += part.byteLength;
  }
  if (value?.segmentData instanceof Map) {
    for (const segment of value.segmentData.values()) bytes += segment?.byteLength ?? 0;
  }
  return bytes || 1024;
}

/** @typedef {{ value: any, lastModified: number, cacheControl?: any, tags: string[], bytes: number }} Entry */

/**
 * Entries kept least recently used first, within a count and a byte budget.
 * @param {number} max @param {number} maxSize
 * @returns {LRUCache<string, Entry>}
 */
const pool = (max, maxSize) =>
  new LRUCache({ max, maxSize, sizeCalculation: (entry) => entry.bytes });

// Shared with the memory report (lib/memory-report.ts): Next loads this file apart
// from the route bundles.
const slot = Symbol.for('masco.page-cache');
/** @type {{ [key: symbol]: { pages: LRUCache<string, Entry>, missing: LRUCache<string, Entry>, searches: LRUCache<string, Entry> } | undefined }} */
const holder = /** @type {any} */ (globalThis);
const pools = (holder[slot] ??= {
  pages: pool(MAX_ENTRIES, MAX_BYTES),
  missing: pool(MAX_MISSING, MAX_BYTES / 16),
  // A result page with its snippets weighs about 250 kB: a quarter of the budget holds 32.
  searches: pool(MAX_SEARCHES, MAX_BYTES / 4),
});

/** The bytes each pool may hold (for the tests and the memory report). */
export const POOL_MAX_BYTES = {
  pages: MAX_BYTES,
  missing: MAX_BYTES / 16,
  searches: MAX_BYTES / 4,
};
const { pages, missing, searches } = pools;

export default class PageCacheHandler {
  async get(key, ctx) {
    if (ctx?.kind === 'FETCH') return null;
    const entry = pages.get(key) ?? missing.get(key) ?? searches.get(key);
    if (!entry) return null;
    return {
      value: entry.value,
      lastModified: entry.lastModified,
      cacheControl: entry.cacheControl,
    };
  }

  async set(key, data, ctx) {
    if (!data || data.kind === 'FETCH' || data.kind === 'IMAGE') return;
    const header = data.headers?.[TAGS_HEADER];
    const entry = {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.cacheControl,
      tags: typeof header === 'string' ? header.split(',') : [],
      bytes: sizeOf(data),
    };
    // A flood of made-up addresses or queries fills only a small pool of its own,
    // never pushing real pages out.
    const target = key.includes(SEARCH_PAGES) ? searches : data.status === 404 ? missing : pages;
    for (const other of [pages, missing, searches]) if (other !== target) other.delete(key);
    target.set(key, entry);
  }

  async revalidateTag(tags) {
    const wanted = new Set(Array.isArray(tags) ? tags : [tags]);
    for (const cache of [pages, missing, searches]) {
      const dropped = [...cache.entries()]
        .filter(([, entry]) => entry.tags.some((tag) => wanted.has(tag)))
        .map(([key]) => key);
      for (const key of dropped) cache.delete(key);
    }
  }

  resetRequestCache() {}
}
