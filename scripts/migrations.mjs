// The store's migrations, applied by the server at start (lib/store/db.ts) and by
// `npm run migrate` (scripts/migrate.mjs), on PGlite or PostgreSQL alike. Drizzle's
// own bookkeeping is kept (drizzle.__drizzle_migrations: a hash and the journal's
// time per migration), so a store migrated by an earlier release is read as it is;
// the loop is this project's, so that:
// - a store newer than this build (a migration recorded that the build does not
//   know) is refused in one sentence naming both, before anything is run: Drizzle's
//   migrator started the older build without a word;
// - a failing migration is reported by its name and the database's own error
//   (message and code), never its SQL: Drizzle's error was "Failed query: <SQL>".
// All pending migrations run in one transaction: one that fails leaves the store
// as it was.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const MIGRATIONS_FOLDER = 'lib/store/migrations';

/** This build's migrations, in order: tag, the journal's time, Drizzle's hash and the statements. */
export function knownMigrations(root = process.cwd()) {
  const folder = path.join(root, MIGRATIONS_FOLDER);
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
  return journal.entries.map(({ tag, when }) => {
    const text = readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
    return {
      tag,
      when,
      hash: createHash('sha256').update(text).digest('hex'),
      sql: text,
      statements: text.split('--> statement-breakpoint'),
    };
  });
}

/** The running build: package version and Next's build id ("none" before a build). */
export function buildVersion(root = process.cwd()) {
  const { name, version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  let build = 'none';
  try {
    build = readFileSync(path.join(root, '.next/BUILD_ID'), 'utf8').trim() || 'none';
  } catch {
    // not built
  }
  return { name, version, build };
}

export class StoreNewerThanBuildError extends Error {
  name = 'StoreNewerThanBuildError';
}

export class MigrationFailedError extends Error {
  constructor(migration, cause) {
    const message = String(cause?.message ?? cause ?? 'unknown').split('\n')[0];
    const code = typeof cause?.code === 'string' ? cause.code : undefined;
    super(
      `Migration ${migration} failed: ${message}${code ? ` (${code})` : ''}; the store was left as it was.`,
    );
    this.name = 'MigrationFailedError';
    this.migration = migration;
    this.databaseMessage = message;
    this.code = code;
  }
}

const describeBuild = ({ name, version, build }) => `${name} ${version}, build ${build}`;
const day = (when) => new Date(Number(when)).toISOString();

/**
 * Why this build must not open a store whose recorded migrations are `recorded`
 * (times), in one sentence; or null.
 */
export function newerStoreRefusal(recorded, known, build, where = 'the store') {
  const whens = new Set(known.map((m) => m.when));
  const unknown = recorded.filter((when) => !whens.has(when));
  if (unknown.length === 0) return null;
  const newest = known.at(-1);
  return (
    `This build (${describeBuild(build)}, schema of ${known.length} migrations up to ${newest?.tag ?? 'none'}) ` +
    `is older than ${where} (schema of ${recorded.length} migrations, ${unknown.length} of them unknown here, ` +
    `the newest from ${day(Math.max(...recorded))}): run the newer build, or restore the backup taken before the upgrade.`
  );
}

/**
 * Migrates a store through `db`: { query(text, params) -> rows, exec(text),
 * transaction(fn(tx)) } where tx has the same query and exec. Resolves with the
 * tags applied (none when it was up to date); rejects with a
 * StoreNewerThanBuildError or a MigrationFailedError.
 */
export async function migrateStore(
  db,
  { known = knownMigrations(), build = buildVersion(), where } = {},
) {
  await db.exec('CREATE SCHEMA IF NOT EXISTS drizzle');
  await db.exec(
    'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  const rows = await db.query('select created_at from drizzle.__drizzle_migrations');
  const recorded = rows.map((row) => Number(row.created_at));
  const refusal = newerStoreRefusal(recorded, known, build, where);
  if (refusal) throw new StoreNewerThanBuildError(refusal);
  const last = Math.max(0, ...recorded);
  const pending = known.filter((m) => m.when > last);
  if (pending.length === 0) return [];
  let current;
  try {
    await db.transaction(async (tx) => {
      for (const migration of pending) {
        current = migration.tag;
        for (const statement of migration.statements)
          if (statement.trim()) await tx.exec(statement);
        await tx.query(
          'insert into drizzle.__drizzle_migrations ("hash", "created_at") values ($1, $2)',
          [migration.hash, migration.when],
        );
      }
    });
  } catch (error) {
    throw new MigrationFailedError(current ?? pending[0].tag, error);
  }
  return pending.map((m) => m.tag);
}

/** The `db` of migrateStore for a PGlite instance. */
export const pgliteMigrator = (lite) => {
  const wrap = (client) => ({
    query: async (text, params) => (await client.query(text, params)).rows,
    exec: (text) => client.exec(text),
  });
  return { ...wrap(lite), transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))) };
};

/** The `db` of migrateStore for one connection of node-postgres (a pg.PoolClient or pg.Client). */
export const postgresMigrator = (client) => {
  const db = {
    query: async (text, params) => (await client.query(text, params)).rows,
    exec: (text) => client.query(text),
  };
  return {
    ...db,
    transaction: async (fn) => {
      await client.query('BEGIN');
      try {
        await fn(db);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
};
