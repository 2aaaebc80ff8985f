import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  knownMigrations,
  MigrationFailedError,
  StoreNewerThanBuildError,
} from '../../scripts/migrations.mjs';
import { startPostgres } from '../../scripts/services.mjs';
import { getStore, openStore, type OpenedStore } from './db';
import * as schema from './schema';

/**
 * The store on a real PostgreSQL server (Debian's, started on loopback by the
 * test), as DATABASE_URL deployments run it.
 */
let server: Awaited<ReturnType<typeof startPostgres>>;
const opened: OpenedStore[] = [];

beforeAll(async () => {
  server = await startPostgres();
}, 120_000);

afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await server?.stop();
});

async function freshDatabase(name: string) {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return server.database(name);
}

const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe('the store on PostgreSQL', () => {
  it('two instances starting at once on an empty database migrate and seed it exactly once', async () => {
    vi.stubEnv('DATABASE_URL', await freshDatabase('two_at_once'));
    vi.spyOn(console, 'log').mockReturnValue();
    const stores = await Promise.all([openStore(), openStore(), openStore()]);
    opened.push(...stores);
    const seeded = stores.map((store) => store.seeded).sort((a, b) => b - a);
    expect(seeded[0]).toBeGreaterThan(100);
    expect(seeded.slice(1)).toEqual([0, 0]);

    const { db } = stores[0]!;
    const migrations = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    // node-postgres answers a QueryResult. Each migration of the journal applied once.
    expect((migrations as unknown as { rows: unknown[] }).rows).toEqual([
      { n: journal.entries.length },
    ]);
    const posts = await db.select().from(schema.blogPosts);
    expect(posts.length).toBeGreaterThan(10);
  }, 60_000);

  it('a restart against a seeded database writes nothing and keeps what was edited', async () => {
    vi.stubEnv('DATABASE_URL', await freshDatabase('restart'));
    vi.spyOn(console, 'log').mockReturnValue();
    const first = await openStore();
    opened.push(first);
    await first.db.update(schema.records).set({ body: { edited: true } });
    const second = await openStore();
    opened.push(second);
    expect(second.seeded).toBe(0);
    const records = await second.db.select().from(schema.records);
    expect(records.every((record) => (record.body as { edited?: boolean }).edited)).toBe(true);
  }, 60_000);

  it('npm run migrate migrates it without the site and says what it applied; a server then applies nothing', async () => {
    const url = await freshDatabase('migrated');
    const run = spawnSync(process.execPath, ['scripts/migrate.mjs'], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: url },
    });
    const known = knownMigrations();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toMatch(
      new RegExp(
        `^Applied ${known.length} migrations to the PostgreSQL database migrated on 127\\.0\\.0\\.1:\\d+ \\(${known.map((m) => m.tag).join(', ')}\\) in \\d+ ms; `,
      ),
    );
    expect(run.stdout).not.toContain('postgres://');
    vi.stubEnv('DATABASE_URL', url);
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const store = await openStore();
    opened.push(store);
    const open = lines.map((line) => JSON.parse(line)).find((line) => line.event === 'store.open');
    expect(open).toBeDefined();
    expect(open.migrated).toBeUndefined();
  }, 60_000);

  it('a server refuses a store newer than its build, and a failed migration, naming the migration and the database error', async () => {
    vi.spyOn(console, 'log').mockReturnValue();
    const newer = await freshDatabase('newer');
    vi.stubEnv('DATABASE_URL', newer);
    opened.push(await openStore());
    const admin = new pg.Client({ connectionString: newer });
    await admin.connect();
    await admin.query(
      'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
      ['a-later-release', knownMigrations().at(-1)!.when + 1],
    );
    await admin.end();
    await expect(openStore()).rejects.toBeInstanceOf(StoreNewerThanBuildError);
    // Opened at a later read (the database was away at the start): the process ends too.
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    await getStore().catch(() => undefined);
    expect(exit).toHaveBeenCalledWith(1);
    expect(errors.map((line) => JSON.parse(line).event)).toEqual(['store.newer_than_build']);
    exit.mockRestore();

    const failing = await freshDatabase('failing');
    const other = new pg.Client({ connectionString: failing });
    await other.connect();
    await other.query('CREATE TABLE "authors" (id int)');
    await other.end();
    vi.stubEnv('DATABASE_URL', failing);
    const failed = await openStore().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(MigrationFailedError);
    expect(failed).toMatchObject({
      migration: knownMigrations()[0]!.tag,
      databaseMessage: 'relation "authors" already exists',
      code: '42P07',
    });
  }, 60_000);
});
