/** Types for scripts-after-first-paint.mjs (plain JS because Next loads it directly). */
export function loaderScript(sources: string[]): string;
export function scriptsAfterFirstPaintOn(): boolean;
export function scriptsAfterFirstPaint(html: string): string;
export function withScriptsAfterFirstPaint<T extends { kind?: string; html?: unknown }>(data: T): T;
export function scriptsAddedAfterFirstPaint(html: string): string[];
