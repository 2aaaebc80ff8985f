// `npm run migrate [-- --data-dir DIR]`
// Migrates the store without starting the site, and says what it applied: the
// PostgreSQL database of DATABASE_URL, else the embedded store's data directory
// (--data-dir, else PGLITE_DATA_DIR, else .data/pglite), which no server may hold
// at the time (PGlite admits one process per directory). The step of an upgrade
// between the backup and the new build's start (README, Operations). A store
// newer than this copy of the site, or a migration that fails, is said in one
// sentence, exit 1, and the store is left as it was.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildVersion,
  knownMigrations,
  migrateStore,
  MigrationFailedError,
  pgliteMigrator,
  postgresMigrator,
  StoreNewerThanBuildError,
} from './migrations.mjs';
import { takeStoreLock } from './store-lock.mjs';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const stop = (message, code = 1) => {
  console.error(message);
  process.exit(code);
};
/** Instances starting at the same moment take turns with this command (lib/store/db.ts). */
const SETUP_LOCK = 4_721_019;

const known = knownMigrations();
const build = buildVersion();
const databaseUrl = process.env.DATABASE_URL?.trim();

async function onPostgres() {
  const { default: pg } = await import('pg');
  const url = new URL(databaseUrl);
  const where = `the PostgreSQL database ${url.pathname.slice(1) || url.username} on ${url.hostname}${url.port ? `:${url.port}` : ''}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    stop(`Cannot reach ${where}: ${error.code ?? error.message}.`);
  }
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK]);
    return {
      where,
      applied: await migrateStore(postgresMigrator(client), { known, build, where }),
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function onPglite() {
  const dir = path.resolve(
    values['data-dir'] || process.env.PGLITE_DATA_DIR?.trim() || '.data/pglite',
  );
  const where = `the embedded store at ${dir}`;
  // The server's own lock, held for the time of the migration.
  takeStoreLock(dir, 'migrate', stop);
  const fresh = !existsSync(dir) || readdirSync(dir).length === 0;
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const lite = await PGlite.create(dir, { extensions: { pg_trgm } });
  try {
    return {
      where: fresh ? `${where} (new)` : where,
      applied: await migrateStore(pgliteMigrator(lite), { known, build, where }),
    };
  } finally {
    await lite.close();
  }
}

try {
  const started = performance.now();
  const { where, applied } = databaseUrl ? await onPostgres() : await onPglite();
  const schema = `schema of ${known.length} migrations up to ${known.at(-1).tag}`;
  const ms = Math.round(performance.now() - started);
  console.log(
    applied.length
      ? `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'} to ${where} (${applied.join(', ')}) in ${ms} ms; it now has the ${schema} (${build.name} ${build.version}).`
      : `Nothing to apply: ${where} has the ${schema} already (${build.name} ${build.version}).`,
  );
} catch (error) {
  if (error instanceof StoreNewerThanBuildError || error instanceof MigrationFailedError)
    stop(error.message);
  stop(`The store could not be migrated: ${error?.code ?? error?.message ?? 'unknown'}.`);
}
