import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The store's database, PGlite or PostgreSQL, with the schema's tables (opened by db.ts). */
export type Store = PgDatabase<PgQueryResultHKT, typeof schema>;
