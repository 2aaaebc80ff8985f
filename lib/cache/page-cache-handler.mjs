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
const MAX_ENTRIES = Number(process.env.PAGE_CACHE_MAX_ENTRIES) || 5000;
const MAX_BYTES = (Number(process.env.PAGE_CACHE_MAX_MB) || 64) * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';

/** @type {Map<string, { value: any, lastModified: number, cacheControl?: any, tags: string[], bytes: number }>} */
const entries = new Map();
let totalBytes = 0;

function sizeOf(value) {
  let bytes = 0;
  for (const part of [value?.html, value?.rscData, value?.body]) {
    if (typeof part === 'string') bytes += part.length;
    else if (part && typeof part.byteLength === 'number') bytes += part.byteLength;
  }
  if (value?.segmentData instanceof Map) {
    for (const segment of value.segmentData.values()) bytes += segment?.byteLength ?? 0;
  }
  return bytes || 1024;
}

function remove(key) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  totalBytes -= entry.bytes;
}

export default class PageCacheHandler {
  async get(key, ctx) {
    if (ctx?.kind === 'FETCH') return null;
    const entry = entries.get(key);
    if (!entry) return null;
    // Least recently used goes first: re-insert on every hit.
    entries.delete(key);
    entries.set(key, entry);
    return {
      value: entry.value,
      lastModified: entry.lastModified,
      cacheControl: entry.cacheControl,
    };
  }

  async set(key, data, ctx) {
    if (!data || data.kind === 'FETCH' || data.kind === 'IMAGE') return;
    remove(key);
    const header = data.headers?.[TAGS_HEADER];
    const tags = typeof header === 'string' ? header.split(',') : [];
    const bytes = sizeOf(data);
    entries.set(key, {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.cacheControl,
      tags,
      bytes,
    });
    totalBytes += bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES && totalBytes <= MAX_BYTES) break;
      remove(oldest);
    }
  }

  async revalidateTag(tags) {
    const wanted = new Set(Array.isArray(tags) ? tags : [tags]);
    for (const [key, entry] of entries) {
      if (entry.tags.some((tag) => wanted.has(tag))) remove(key);
    }
  }

  resetRequestCache() {}
}
