import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPostgres } from '../../scripts/services.mjs';
import { openStore, type OpenedStore } from './db';
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
});
