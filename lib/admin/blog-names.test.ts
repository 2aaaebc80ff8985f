import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Editor } from '@/lib/auth/session';
import * as schema from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';

/**
 * The blog's category and tag names in the store (issue 49), on PGlite with the real
 * migrations: the migration gives an existing store the Bangla names the code held,
 * the answers read them, and the editing area's lists add, rename and remove them.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'blog-names-'));
const holder = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('@/lib/store/db', () => ({ getStore: async () => holder.db }));
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

const { readFromStore } = await import('@/lib/store/api');
const { listRows, saveRow, deleteRow } = await import('./collection-store');
const { collection } = await import('./collections');
const { movedCategory } = await import('./blog-names');
const { registerTags } = await import('./tag-register');
const { seed } = await import('@/lib/store/seed');

const editor: Editor = { id: '1', email: 'editor@example.com', name: 'Editor', role: 'editor' };
const paging = { page: 1, per_page: 8 };
const categories = collection('blog-categories')!;
const tags = collection('blog-tags')!;
const MIGRATIONS = path.resolve('lib/store/migrations');

let lite: PGlite;
let db: Store;

/** A store migrated up to (not including) the migration whose tag ends in `before`. */
async function storeBefore(name: string, before: string) {
  const folder = path.join(dir, `migrations-${name}`);
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(before));
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  const store = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(store), { migrationsFolder: folder });
  return store;
}

beforeAll(async () => {
  lite = await PGlite.create({ extensions: { pg_trgm } });
  const client = drizzle(lite, { schema });
  await migrate(client, { migrationsFolder: MIGRATIONS });
  db = client as unknown as Store;
  holder.db = db;
  await seed(db);
}, 120_000);

afterAll(async () => {
  await lite?.close();
  rmSync(dir, { recursive: true, force: true });
});

const categoriesIn = async (lang: 'en' | 'bn') =>
  (await readFromStore('categories', {}, paging, false, lang)).body as {
    categories: Record<string, string>;
  };

// Each a few queries on PGlite, which a busy machine (the full run) can take seconds over.
describe('the blog’s names in the store', { timeout: 60_000 }, () => {
  it('gives a store made before them the Bangla names the code held, and every tag its articles have', async () => {
    const old = await storeBefore('old', '_blog_names');
    try {
      await old.exec(`
        insert into authors (id, full_name) values (1, 'A');
        insert into blog_categories (slug, name, position) values ('sustainability', 'Sustainability', 1), ('mills', 'Mills', 2);
        insert into blog_posts (id, slug, title, author_id, category_slug, published_at, tags)
          values (1, 'a', 'A', 1, 'sustainability', now(), '{Water,ZDHC}');
      `);
      await migrate(drizzle(old), { migrationsFolder: MIGRATIONS });
      const cats = await old.query<{ slug: string; bn: unknown; id: number }>(
        'select slug, bn, id from blog_categories order by slug',
      );
      expect(cats.rows).toEqual([
        { slug: 'mills', bn: {}, id: expect.any(Number) },
        { slug: 'sustainability', bn: { name: 'টেকসই উদ্যোগ' }, id: expect.any(Number) },
      ]);
      const tagRows = await old.query('select name, bn from blog_tags order by name');
      expect(tagRows.rows).toEqual([
        { name: 'Water', bn: { name: 'পানি' } },
        { name: 'ZDHC', bn: {} },
      ]);
    } finally {
      await old.close();
    }
  }, 120_000);

  it('answers a category’s stored Bangla name on a Bangla read, and English as before', async () => {
    expect((await categoriesIn('bn')).categories['industry-insights']).toBe('শিল্পের খবর ও বিশ্লেষণ');
    expect((await categoriesIn('en')).categories['industry-insights']).toBe('Industry Insights');
  });

  it('answers an article’s tags in Bangla where they have a name, as written where not', async () => {
    const [post] = await db
      .select({ slug: schema.blogPosts.slug, tags: schema.blogPosts.tags })
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.slug, 'closing-the-loop-on-water-in-dyeing'));
    expect(post?.tags).toEqual(['Water', 'Dyeing', 'ZDHC', 'Effluent Treatment']);
    const read = async (lang: 'en' | 'bn') =>
      (
        (await readFromStore('blogDetails', { slug: post!.slug }, paging, false, lang)).body as {
          details: { tags: string[] };
        }
      ).details.tags;
    expect(await read('bn')).toEqual(['পানি', 'ডাইং', 'ZDHC', 'বর্জ্য পানি শোধন']);
    expect(await read('en')).toEqual(post!.tags);
  });
});

describe('the blog’s names in the editing area’s lists', { timeout: 60_000 }, () => {
  it('adds a category named in both languages, and answers its English where its Bangla is missing', async () => {
    const saved = await saveRow(
      editor,
      categories,
      null,
      0,
      {
        name: 'Dyehouse Notes',
        slug: 'dyehouse-notes',
        'bn.name': 'ডাইং ঘরের কথা',
      },
      false,
    );
    expect(saved.ok).toBe(true);
    await saveRow(
      editor,
      categories,
      null,
      0,
      { name: 'Looms', slug: 'looms', 'bn.name': '' },
      false,
    );
    const bn = (await categoriesIn('bn')).categories;
    expect(bn['dyehouse-notes']).toBe('ডাইং ঘরের কথা');
    expect(bn.looms).toBe('Looms');
    expect((await categoriesIn('en')).categories['dyehouse-notes']).toBe('Dyehouse Notes');
    // The "Missing Bangla" filter finds the one without its Bangla name.
    const missing = await listRows(categories, '', 1, { missingBangla: true });
    expect(missing.rows.map((row) => row.slug)).toEqual(['looms']);
  });

  it('moves a category’s articles with its new address, and leads the old address to it', async () => {
    const [row] = await db
      .select()
      .from(schema.blogCategories)
      .where(eq(schema.blogCategories.slug, 'innovation'));
    const before = await db
      .select({ id: schema.blogPosts.id })
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.categorySlug, 'innovation'))
      .orderBy(schema.blogPosts.id);
    expect(before.length).toBeGreaterThan(0);
    const renamed = await saveRow(
      editor,
      categories,
      row!.id,
      row!.version,
      {
        name: 'New Ideas',
        slug: 'new-ideas',
        'bn.name': 'নতুন ভাবনা',
      },
      false,
    );
    expect(renamed.ok).toBe(true);
    const after = await db
      .select({ id: schema.blogPosts.id })
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.categorySlug, 'new-ideas'))
      .orderBy(schema.blogPosts.id);
    expect(after).toEqual(before);
    expect(await movedCategory('innovation')).toBe('new-ideas');
    expect(await movedCategory('new-ideas')).toBeNull();
    expect(await movedCategory('sustainability')).toBeNull();
    // A category its articles are in stays; an empty one goes to the bin.
    expect(await deleteRow(editor, categories, row!.id)).toEqual({ deleted: false, inUse: true });
    const [looms] = await db
      .select()
      .from(schema.blogCategories)
      .where(eq(schema.blogCategories.slug, 'looms'));
    expect(await deleteRow(editor, categories, looms!.id)).toEqual({ deleted: true });
  });

  it('renames a tag on every article tagged with it, and gives an article’s new tag a row of its own', async () => {
    const [water] = await db
      .select()
      .from(schema.blogTags)
      .where(eq(schema.blogTags.name, 'Water'));
    const saved = await saveRow(
      editor,
      tags,
      water!.id,
      water!.version,
      {
        name: 'Water Stewardship',
        'bn.name': 'পানির সুরক্ষা',
      },
      false,
    );
    expect(saved.ok).toBe(true);
    const [post] = await db
      .select({ tags: schema.blogPosts.tags })
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.slug, 'closing-the-loop-on-water-in-dyeing'));
    expect(post?.tags).toEqual(['Water Stewardship', 'Dyeing', 'ZDHC', 'Effluent Treatment']);
    expect(await deleteRow(editor, tags, water!.id)).toEqual({ deleted: false, inUse: true });

    // Listed by name, as a reader looks one up.
    const listed = (await listRows(tags, '', 1)).rows.map((row) => String(row.name));
    expect(listed.indexOf('Climate')).toBeLessThan(listed.indexOf('Dyeing'));
    expect(listed.indexOf('Automation')).toBeLessThan(listed.indexOf('Climate'));

    await db.transaction((tx) => registerTags(tx, ['Water Stewardship', 'Jacquard']));
    const found = await listRows(tags, 'Jacquard', 1, { missingBangla: true });
    expect(found.rows.map((row) => [row.name, row.bn])).toEqual([['Jacquard', {}]]);
  });
});
