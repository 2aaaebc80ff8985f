import 'server-only';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import * as schema from './schema';
import { seed } from './seed';

export type Store = PgDatabase<PgQueryResultHKT, typeof schema>;

const migrationsFolder = path.join(process.cwd(), 'lib/store/migrations');
const STORE = Symbol.for('masco.store');
type Holder = { [STORE]?: Promise<Store> };

/**
 * The one store of this process. PGlite allows a single process per data
 * directory, so it is opened lazily by the server, never by `next build`, and
 * kept on globalThis so that every route bundle shares the same instance.
 */
export function getStore(): Promise<Store> {
  const holder = globalThis as Holder;
  holder[STORE] ??= open().catch((error: unknown) => {
    delete holder[STORE];
    throw error;
  });
  return holder[STORE];
}

async function open(): Promise<Store> {
  if (env.isBuild) throw new Error('The embedded store is not opened during next build');
  const started = performance.now();
  let db: Store;
  if (env.databaseUrl) {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pg = drizzle(new Pool({ connectionString: env.databaseUrl, max: 10 }), { schema });
    await migrate(pg, { migrationsFolder });
    db = pg as unknown as Store;
  } else {
    const [{ openDurablePglite }, { drizzle }, { migrate }] = await Promise.all([
      import('./pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const lite = drizzle(await openDurablePglite(path.resolve(env.dataDir)), { schema });
    await migrate(lite, { migrationsFolder });
    db = lite as unknown as Store;
  }
  const seeded = await seed(db);
  log('info', 'store.open', {
    kind: env.databaseUrl ? 'postgres' : 'pglite',
    seeded,
    ms: Math.round(performance.now() - started),
  });
  return db;
}
