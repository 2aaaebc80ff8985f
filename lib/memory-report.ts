import 'server-only';
import { sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import type { CompressedCopies } from '@/lib/http/compressed-copies';
import { sourceAnswers } from '@/lib/content/serve';

/**
 * Where this process's memory goes, for `npm run bench` (issue 48): the JavaScript
 * heap, what lives outside it (Buffers, array buffers), PGlite's WebAssembly
 * memory, and the bytes each cache holds. The caches live on globalThis: Next
 * loads the page cache handler, and instrumentation.ts the compression, apart
 * from the route bundles.
 */
export type MemoryReport = {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** PGlite's WebAssembly memory (null on PostgreSQL or an upstream CMS). */
  pgliteWasm: number | null;
  /** The page cache's pools: entries and bytes. */
  pageCache: Record<string, { entries: number; bytes: number }> | null;
  compressedCopies: CompressedCopies['size'] | null;
  sourceAnswers: { entries: number; bytes: number };
  /** The search index's tables and indexes in the store, in bytes (null with an upstream CMS). */
  searchIndex: number | null;
};

type Holder = { [key: symbol]: unknown };
const shared = (name: string) => (globalThis as Holder)[Symbol.for(name)];

type PoolLike = { size: number; calculatedSize: number };

/** A WebAssembly module's memory, as Emscripten exposes it (PGlite keeps it as `mod`). */
function wasmBytes(client: unknown): number | null {
  const mod = (client as { mod?: { wasmMemory?: WebAssembly.Memory } } | undefined)?.mod;
  return mod?.wasmMemory?.buffer.byteLength ?? null;
}

export async function memoryReport(): Promise<MemoryReport> {
  const usage = process.memoryUsage();
  const pools = shared('masco.page-cache') as Record<string, PoolLike> | undefined;
  const copies = shared('masco.compressed-copies') as CompressedCopies | undefined;
  let pgliteWasm: number | null = null;
  let searchIndex: number | null = null;
  if (!env.contentApiUrl) {
    const { getStore } = await import('@/lib/store/db');
    const db = await getStore();
    pgliteWasm = env.databaseUrl ? null : wasmBytes((db as { $client?: unknown }).$client);
    const result = await db.execute(
      sql`select coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint as bytes
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and c.relname like 'search\_%'`,
    );
    const rows = (result as { rows?: { bytes: unknown }[] }).rows ?? (result as unknown as []);
    searchIndex = Number(rows[0]?.bytes ?? 0);
  }
  return {
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    pgliteWasm,
    pageCache: pools
      ? Object.fromEntries(
          Object.entries(pools).map(([name, pool]) => [
            name,
            { entries: pool.size, bytes: pool.calculatedSize },
          ]),
        )
      : null,
    compressedCopies: copies ? copies.size : null,
    sourceAnswers: { entries: sourceAnswers.size, bytes: sourceAnswers.bytes },
    searchIndex,
  };
}
