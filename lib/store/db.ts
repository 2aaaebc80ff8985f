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

export type { Store };

const migrationsFolder = path.join(process.cwd(), 'lib/store/migrations');
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
    throw error;
  });
  return holder[STORE].then(({ db }) => db);
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

/** Opens, migrates and seeds a store (uncached: getStore keeps the process's one). */
export async function openStore(): Promise<OpenedStore> {
  if (env.isBuild) throw new Error('The embedded store is not opened during next build');
  const started = performance.now();
  let opened: OpenedStore;
  if (env.databaseUrl) {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
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
      await migrate(pg, { migrationsFolder });
      opened = { db, seeded: await seedAndIndex(db), close: () => pool.end() };
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => undefined);
      lock.release();
    }
  } else {
    const [{ openDurablePglite }, { drizzle }, { migrate }] = await Promise.all([
      import('./pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const client = traceStoreCalls(await openDurablePglite(path.resolve(env.dataDir)), [
      'query',
      'exec',
      'transaction',
    ]);
    const lite = drizzle(client, { schema });
    await migrate(lite, { migrationsFolder });
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
    ms: Math.round(performance.now() - started),
  });
  return opened;
}
