import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/lib/store/schema';
import { banglaState } from './bangla-fields';
import { showingEnglish } from './bangla-query';
import { collection } from './collections';
import { rowBanglaMark } from './collection-store';

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
const english = `<h2>Yarn</h2><p>${'cotton '.repeat(40)}</p><h2>Dye</h2><p>${'colour '.repeat(40)}</p>`;

describe('the items whose Bangla page shows some English', () => {
  it('are those the list marks so: a field without Bangla where it applies, or a body translated in part', async () => {
    await db.insert(schema.mediaItems).values([
      item(1, { bn: all }),
      item(2, { bn: { ...all, content: '  ' } }), // a blank body is no Bangla
      item(3, { bn: {} }),
      // A video has no body: its Bangla titles are all it needs.
      item(4, { mediaType: 'video', slug: null, content: '', bn: { ...all, content: '' } }),
      item(5, { mediaType: 'video', slug: null, content: '', bn: { title: 'শুধু শিরোনাম' } }),
      // A news item with an empty body needs no Bangla body.
      item(6, { content: '<p></p>', bn: { quickTitle: 'ক', title: 'খ' } }),
      // Half of the body in Bangla: one heading of two ("Bangla incomplete: Body").
      item(7, {
        content: english,
        bn: { ...all, content: `<h2>সুতা</h2><p>${'তুলা '.repeat(40)}</p>` },
      }),
      // All of it.
      item(8, {
        content: english,
        bn: {
          ...all,
          content: `<h2>সুতা</h2><p>${'তুলা '.repeat(40)}</p><h2>রং</h2><p>${'রং '.repeat(40)}</p>`,
        },
      }),
      // A video that kept some English text from a news item: its body is not shown, not asked for.
      item(9, { mediaType: 'video', slug: null, content: '<p>Left over</p>', bn: all }),
    ]);
    const spec = collection('media')!;
    const rows = await db.select().from(schema.mediaItems).orderBy(asc(schema.mediaItems.id));
    // The list's own reading of a row, as its mark shows it.
    const markOf = (row: (typeof rows)[number]) =>
      rowBanglaMark(spec, row as unknown as Parameters<typeof rowBanglaMark>[1]);
    const found = await db
      .select({ id: schema.mediaItems.id })
      .from(schema.mediaItems)
      .where(showingEnglish(rows, markOf, schema.mediaItems.id))
      .orderBy(asc(schema.mediaItems.id));
    expect(found.map((row) => row.id)).toEqual([2, 3, 5, 7]);
    // The same rule as the mark: the half-translated body is what it says.
    expect(banglaState(markOf(rows[6]!).fields, markOf(rows[6]!).values).text).toBe(
      'Bangla incomplete: Body',
    );
    // Nothing to show: no row at all, not every row.
    const none = await db
      .select({ id: schema.mediaItems.id })
      .from(schema.mediaItems)
      .where(showingEnglish([], markOf, schema.mediaItems.id));
    expect(none).toEqual([]);
  });
});
