/** Types for page-cache-handler.mjs (plain JS because Next loads it directly). */
type CacheValue = { kind: string; [key: string]: unknown };

export default class PageCacheHandler {
  get(
    key: string,
    ctx?: { kind?: string },
  ): Promise<{ value: CacheValue; lastModified: number; cacheControl?: unknown } | null>;
  set(
    key: string,
    data: CacheValue | null,
    ctx?: { cacheControl?: unknown; tags?: string[] },
  ): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
/** What an entry holds in memory: its strings as V8 keeps them (1 or 2 bytes a character), its buffers. */
export function sizeOf(value: unknown): number;
/** The bytes each pool may hold. */
export const POOL_MAX_BYTES: { pages: number; missing: number; searches: number };
