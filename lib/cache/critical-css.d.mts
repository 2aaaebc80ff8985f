/** Types for critical-css.mjs (plain JS because Next loads the cache handler directly). */
export declare const criticalCssOn: () => boolean;
export declare function inlineCriticalCss(html: string, buildDir?: string): Promise<string>;
export declare function withCriticalCss<T extends { kind?: string; html?: unknown }>(
  data: T,
  buildDir?: string,
): Promise<T>;
