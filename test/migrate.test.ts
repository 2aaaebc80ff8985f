import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildVersion, knownMigrations } from '../scripts/migrations.mjs';

/**
 * `npm run migrate` migrates a store without starting the site and says what it
 * applied; it refuses a store newer than this copy of the site in one sentence
 * naming both, and reports a failing migration by its name and the database's own
 * error, never its SQL, leaving the store as it was.
 */
const work = mkdtempSync(path.join(tmpdir(), 'masco-migrate-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const known = knownMigrations();
const { name, version } = buildVersion();

function migrate(dir: string) {
  const run = spawnSync(process.execPath, ['scripts/migrate.mjs', '--data-dir', dir], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: '' },
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}`.trim() };
}

async function withStore<T>(dir: string, work: (store: PGlite) => Promise<T>) {
  const store = await PGlite.create(dir, { extensions: { pg_trgm } });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

describe('npm run migrate', () => {
  it('applies every migration to a new store and names them; then has nothing to apply', async () => {
    const dir = path.join(work, 'new');
    const first = migrate(dir);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toBe(
      first.out.split('\n')[0], // one line
    );
    expect(first.out).toMatch(
      new RegExp(
        `^Applied ${known.length} migrations to the embedded store at .*new \\(new\\) \\(${known.map((m) => m.tag).join(', ')}\\) in \\d+ ms; it now has the schema of ${known.length} migrations up to ${known.at(-1)!.tag} \\(${name} ${version.replace(/\./g, '\\.')}\\)\\.$`,
      ),
    );
    const again = migrate(dir);
    expect(again.code, again.out).toBe(0);
    expect(again.out).toMatch(/^Nothing to apply: the embedded store at .* has the schema of/);
    // The store is the server's: Drizzle's own bookkeeping, the same hashes.
    const recorded = await withStore(dir, async (store) =>
      (
        await store.query<{ hash: string; created_at: string }>(
          'select hash, created_at from drizzle.__drizzle_migrations order by id',
        )
      ).rows.map((row) => [row.hash, Number(row.created_at)]),
    );
    expect(recorded).toEqual(known.map((m) => [m.hash, m.when]));
  }, 120_000);

  it('refuses a store newer than this copy of the site, in one sentence naming both', async () => {
    const dir = path.join(work, 'newer');
    expect(migrate(dir).code).toBe(0);
    const newer = known.at(-1)!.when + 86_400_000;
    await withStore(dir, (store) =>
      store.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        'a-later-release',
        newer,
      ]),
    );
    const answer = migrate(dir);
    expect(answer.code).toBe(1);
    expect(answer.out).toBe(
      `This build (${name} ${version}, build ${buildVersion().build}, schema of ${known.length} migrations up to ${known.at(-1)!.tag}) is older than the embedded store at ${path.resolve(dir)} (schema of ${known.length + 1} migrations, 1 of them unknown here, the newest from ${new Date(newer).toISOString()}): run the newer build, or restore the backup taken before the upgrade.`,
    );
  }, 120_000);

  it("reports a failing migration by its name and the database's own error, not its SQL, and leaves the store as it was", async () => {
    const dir = path.join(work, 'failing');
    // A table of the first migration's already there: its CREATE TABLE fails.
    await withStore(dir, (store) => store.exec('CREATE TABLE "authors" (id int)'));
    const answer = migrate(dir);
    expect(answer.code).toBe(1);
    expect(answer.out).toBe(
      `Migration ${known[0]!.tag} failed: relation "authors" already exists (42P07); the store was left as it was.`,
    );
    const left = await withStore(dir, async (store) => ({
      recorded: (await store.query('select 1 from drizzle.__drizzle_migrations')).rows.length,
      tables: (
        await store.query<{ name: string }>(
          "select tablename as name from pg_tables where schemaname = 'public'",
        )
      ).rows.map((row) => row.name),
    }));
    expect(left).toEqual({ recorded: 0, tables: ['authors'] });
  }, 120_000);
});
