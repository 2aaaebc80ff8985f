import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/lib/store/schema';
import { lacksBangla } from './bangla-query';
import { collection } from './collections';

/** The list filter "Missing Bangla", on PGlite with the real migrations. */
let lite: PGlite;
let db: ReturnType<typeof drizzle<typeof schema>>;
const dir = mkdtempSync(path.join(tmpdir(), 'bangla-'));

beforeAll(async () => {
  lite = await PGlite.create(path.join(dir, 'data'), { extensions: { pg_trgm } });
  db = drizzle(lite, { schema });
  await migrate(db, { migrationsFolder: path.resolve('lib/store/migrations') });
}, 60_000);

afterAll(async () => {
  await lite.close();
  rmSync(dir, { recursive: true, force: true });
});

const item = (id: number, more: Partial<typeof schema.mediaItems.$inferInsert>) => ({
  id,
  mediaType: 'news',
  slug: `item-${id}`,
  quickTitle: 'Open day',
  title: 'Open day at the knitting unit',
  content: '<p>Hello</p>',
  createdAt: new Date('2026-11-25T04:30:00Z'),
  ...more,
});
const all = { quickTitle: 'খোলা দিন', title: 'নিটিং ইউনিটে খোলা দিন', content: '<p>স্বাগত</p>' };

describe('the items whose Bangla page shows some English', () => {
  it('are those with a translatable field in English and not in Bangla, where it applies', async () => {
    await db.insert(schema.mediaItems).values([
      item(1, { bn: all }),
      item(2, { bn: { ...all, content: '  ' } }), // a blank body is no Bangla
      item(3, { bn: {} }),
      // A video has no body: its Bangla titles are all it needs.
      item(4, { mediaType: 'video', slug: null, content: '', bn: { ...all, content: '' } }),
      item(5, { mediaType: 'video', slug: null, content: '', bn: { title: 'শুধু শিরোনাম' } }),
      // A news item with an empty body needs no Bangla body.
      item(6, { content: '<p></p>', bn: { quickTitle: 'ক', title: 'খ' } }),
    ]);
    const spec = collection('media')!;
    const columns = schema.mediaItems as unknown as Record<string, AnyPgColumn>;
    const rows = await db
      .select({ id: schema.mediaItems.id })
      .from(schema.mediaItems)
      .where(lacksBangla(spec.fields, (key) => columns[key]!, schema.mediaItems.bn))
      .orderBy(asc(schema.mediaItems.id));
    expect(rows.map((row) => row.id)).toEqual([2, 3, 5]);
  });
});
