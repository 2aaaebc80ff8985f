import 'server-only';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { traceStoreCalls } from '@/lib/tracing';
import * as schema from './schema';
import { indexPagesWithSynonyms } from '@/lib/search/staff-synonyms';
import { seed } from './seed';
import type { Store } from './store';
import { migrateStore, pgliteMigrator, postgresMigrator } from '@/scripts/migrations.mjs';

export type { Store };

const STORE = Symbol.for('masco.store');
type Holder = { [STORE]?: Promise<OpenedStore> };

/**
 * The one store of this process. PGlite allows a single process per data
 * directory, so it is opened lazily by the server, never by `next build`, and
 * kept on globalThis so that every route bundle shares the same instance.
 */
export function getStore(): Promise<Store> {
  const holder = globalThis as Holder;
  holder[STORE] ??= openStore().catch((error: unknown) => {
    delete holder[STORE];
    // Opened later than the start (the database was away then): the same refusal.
    exitIfStoreRefused(error);
    throw error;
  });
  return holder[STORE].then(({ db }) => db);
}

/**
 * An older build on a newer store, or a migration that failed: the site must not
 * serve empty pages from a store it cannot read, so the process ends (exit 1)
 * with one log line saying why. Other errors return (the next read tries again).
 * By name: instrumentation.ts and the routes are separate module graphs.
 */
export function exitIfStoreRefused(error: unknown) {
  const name = (error as Error | undefined)?.name;
  if (name === 'StoreNewerThanBuildError') {
    log('error', 'store.newer_than_build', { message: (error as Error).message });
    process.exit(1);
  }
  if (name === 'MigrationFailedError') {
    const failed = error as { migration: string; databaseMessage: string; code?: string };
    log('error', 'store.migration_failed', {
      migration: failed.migration,
      message: failed.databaseMessage,
      ...(failed.code && { code: failed.code }),
    });
    process.exit(1);
  }
}

/**
 * Closes the process's store, if it was opened (a graceful stop): PGlite writes
 * its shutdown checkpoint, so the next start needs no recovery; the PostgreSQL
 * pool ends its connections.
 */
export async function closeStore(): Promise<void> {
  const holder = globalThis as Holder;
  const opening = holder[STORE];
  delete holder[STORE];
  const opened = await opening?.catch(() => undefined);
  await opened?.close();
}

/** A copy of the embedded store (null on PostgreSQL, which pg_dump backs up). */
export async function dumpEmbeddedStore(): Promise<EmbeddedDump | null> {
  await getStore();
  const opened = await (globalThis as Holder)[STORE];
  return opened?.dump ? opened.dump() : null;
}

/** Whether the store answers a query within `ms` (the readiness check). */
export async function storeAnswers(ms: number): Promise<'ok' | 'timeout' | 'error'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, ms, 'timeout')));
  const query = getStore()
    .then((db) => db.execute(sql`select 1`))
    .then(
      () => 'ok' as const,
      () => 'error' as const,
    );
  return Promise.race([query, late]).finally(() => clearTimeout(timer));
}

/**
 * Instances starting together against one PostgreSQL database take turns, so that
 * it is migrated and seeded exactly once (a session-level advisory lock; the
 * number is this project's own, any constant that nothing else uses).
 */
const SETUP_LOCK = 4_721_019;

export type OpenedStore = {
  db: Store;
  seeded: number;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a gzipped tar, and the applied migrations' times. */
  dump?: () => Promise<EmbeddedDump>;
};

/** Seeds an empty store, and writes the site's own pages (with staff's synonyms) into the search index when they changed. */
async function seedAndIndex(db: Store): Promise<number> {
  const seeded = await seed(db);
  await indexPagesWithSynonyms(db);
  return seeded;
}

export type EmbeddedDump = { archive: Uint8Array; migrationTimes: number[] };

/**
 * Opens, migrates and seeds a store (uncached: getStore keeps the process's one).
 * Rejects with a StoreNewerThanBuildError (a migration recorded that this build
 * does not know) or a MigrationFailedError (scripts/migrations.mjs): the server
 * does not start on either (instrumentation.ts).
 */
export async function openStore(): Promise<OpenedStore> {
  if (env.isBuild) throw new Error('The embedded store is not opened during next build');
  const started = performance.now();
  let opened: OpenedStore;
  let applied: string[] = [];
  if (env.databaseUrl) {
    const [{ Pool }, { drizzle }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = traceStoreCalls(new Pool({ connectionString: env.databaseUrl, max: 10 }), [
      'query',
    ]);
    // An idle connection the server drops (restart, failover) must not end the process.
    pool.on('error', (error) => log('warn', 'store.pool', { error: error.message }));
    const pg = drizzle(pool, { schema });
    const db = pg as unknown as Store;
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK]);
      applied = await migrateStore(postgresMigrator(lock), { where: 'the PostgreSQL store' });
      opened = { db, seeded: await seedAndIndex(db), close: () => pool.end() };
    } catch (error) {
      // The pool ends once the lock's connection is back (pool.end() waits for it).
      await lock.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => undefined);
      lock.release();
      await pool.end().catch(() => undefined);
      throw error;
    }
    await lock.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => undefined);
    lock.release();
  } else {
    const [{ openDurablePglite }, { drizzle }] = await Promise.all([
      import('./pglite'),
      import('drizzle-orm/pglite'),
    ]);
    const dataDir = path.resolve(env.dataDir);
    const client = traceStoreCalls(await openDurablePglite(dataDir), [
      'query',
      'exec',
      'transaction',
    ]);
    const lite = drizzle(client, { schema });
    try {
      applied = await migrateStore(pgliteMigrator(client), {
        where: `the embedded store at ${dataDir}`,
      });
    } catch (error) {
      // The data directory's lock is released: a failed start leaves nothing held.
      await client.close().catch(() => undefined);
      throw error;
    }
    const db = lite as unknown as Store;
    const seeded = await seedAndIndex(db);
    // PGlite runs no autovacuum: without statistics the planner guesses a few rows
    // and scans where the search indexes would answer. Only these two: the whole
    // store took 0.7 s at every start, these 0.2 s (measured on a busy machine).
    await client.exec('ANALYZE search_documents, search_words');
    opened = {
      db,
      seeded,
      close: () => client.close(),
      dump: async () => {
        const { rows } = await client.query<{ created_at: string }>(
          'select created_at from drizzle.__drizzle_migrations',
        );
        // PGlite answers one query at a time and none during the dump, so the copy is
        // of one moment; the checkpoint leaves the restored copy little WAL to replay.
        await client.exec('CHECKPOINT');
        const archive = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
        return { archive, migrationTimes: rows.map((row) => Number(row.created_at)) };
      },
    };
  }
  log('info', 'store.open', {
    kind: env.databaseUrl ? 'postgres' : 'pglite',
    seeded: opened.seeded,
    ...(applied.length > 0 && { migrated: applied.join(' ') }),
    ms: Math.round(performance.now() - started),
  });
  return opened;
}
