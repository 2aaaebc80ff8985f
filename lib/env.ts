import 'server-only';

/**
 * Run-time configuration. Read on every call (not at module load) so that one
 * build serves any environment: nothing here is frozen by `next build`.
 */
function int(name: string, fallback: number, min = 0): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isInteger(value) && value >= min ? value : fallback;
}

export const env = {
  /** Base URL of an upstream CMS that speaks the content contract; unset means the embedded store. */
  get contentApiUrl(): string | undefined {
    const url = process.env.CONTENT_API_URL?.trim();
    return url ? url.replace(/\/+$/, '') : undefined;
  },
  get contentApiTimeoutMs(): number {
    return int('CONTENT_API_TIMEOUT_MS', 3000, 1);
  },
  get databaseUrl(): string | undefined {
    return process.env.DATABASE_URL?.trim() || undefined;
  },
  get dataDir(): string {
    return process.env.PGLITE_DATA_DIR?.trim() || '.data/pglite';
  },
  /** Where uploaded files are copied out of the store to be served (lib/admin/file-copies.ts). */
  get fileCacheDir(): string {
    return process.env.FILE_CACHE_DIR?.trim() || '.data/file-cache';
  },
  /** Seconds a rendered page is served from cache before it is rebuilt in the background. */
  get revalidateSeconds(): number {
    return int('REVALIDATE_SECONDS', 60, 1);
  },
  /** Seconds a page rendered with fallbacks (source failing) is kept. */
  get failureRevalidateSeconds(): number {
    return int('FAILURE_REVALIDATE_SECONDS', 5, 1);
  },
  get revalidateSecret(): string | undefined {
    return process.env.REVALIDATE_SECRET?.trim() || undefined;
  },
  /** Bearer secret of the submissions export; the revalidation secret when unset. */
  get submissionsSecret(): string | undefined {
    return process.env.SUBMISSIONS_SECRET?.trim() || this.revalidateSecret;
  },
  /** Milliseconds the requests in flight may take to finish after SIGTERM or SIGINT. */
  get shutdownDrainMs(): number {
    return int('SHUTDOWN_DRAIN_MS', 10_000, 0);
  },
  /** New searches (result pages not cached, suggestions) run at once per process; 0: no bound. */
  get searchSlots(): number {
    return int('SEARCH_CONCURRENCY', 2, 0);
  },
  /** New searches waiting for a slot; past them a search answers "busy" at once. */
  get searchQueue(): number {
    return int('SEARCH_QUEUE', 8, 0);
  },
  /** True while `next build` prerenders: content sources are never touched then. */
  get isBuild(): boolean {
    return process.env.NEXT_PHASE === 'phase-production-build';
  },
};
