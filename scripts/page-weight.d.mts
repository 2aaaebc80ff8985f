export const BARE_NEXT_JS_GZIP: number;
export function jsBudget(path: string): number;
/** Gzip (the default level) and brotli (the server's copies' level) sizes in bytes. */
export function gz(buffer: Buffer): number;
export function br(buffer: Buffer): number;
export function firstLoadScripts(html: string): Set<string>;
export function chunkModuleIds(source: string): string[];
export function duplicateModules(
  chunks: Iterable<[src: string, source: string]>,
): { id: string; srcs: string[] }[];
export function duplicatesNote(weight: {
  modulesOk: boolean;
  duplicateModules: { id: string }[];
}): string;
export function pageWeight(
  base: string,
  path: string,
  options?: { status?: number },
): Promise<{
  path: string;
  htmlBytes: number;
  htmlGzip: number;
  rscBytes: number;
  markupBrotli: number;
  jsGzip: number;
  scripts: number;
  jsBudget: number;
  jsOk: boolean;
  duplicateModules: { id: string; srcs: string[] }[];
  modulesOk: boolean;
}>;
export function rscPayloadBytes(html: string): number;
export function htmlWeight(html: string): { htmlBytes: number; htmlGzip: number; rscBytes: number };
export const HTML_BUDGETS: Record<string, { html: number; gzip: number; rsc: number }>;
