/** Types for page-cache-handler.mjs (plain JS because Next loads it directly). */
export default class PageCacheHandler {
  get(key: string, ctx?: { kind?: string }): Promise<{ value: any; lastModified: number; cacheControl?: any } | null>;
  set(key: string, data: any, ctx?: { cacheControl?: unknown; tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
