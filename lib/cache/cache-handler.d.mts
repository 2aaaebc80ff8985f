/** Types for cache-handler.mjs (plain JS because Next loads it directly). */
import type PageCacheHandler from './page-cache-handler.mjs';

declare const CacheHandler: typeof PageCacheHandler;
export declare const UNKEPT_PAGES: Set<string>;
export declare const pagePathOf: (key: string) => string;
export default CacheHandler;
