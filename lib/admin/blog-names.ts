import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Editor } from '@/lib/auth/session';
import { ttlMemo } from '@/lib/cache/ttl-memo';
import { env } from '@/lib/env';
import { getStore, type Store } from '@/lib/store/db';
import { blogCategories, blogPosts, blogTags, categoryRedirects } from '@/lib/store/schema';

type Tx = Parameters<Parameters<Store['transaction']>[0]>[0];
type Row = Record<string, unknown>;

/**
 * What the editing area's lists do beyond the generic save and delete for the
 * blog's names (lib/content/blog-names.ts) and authors: a row the articles still
 * name is not deleted, a renamed tag is renamed on the articles, and a category's
 * earlier address leads to its new one.
 */

/** How many articles name the author, the category or the tag with this id. */
export const articlesNaming = {
  authors: async (db: Store, id: number) =>
    (await db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.authorId, id)))[0]?.n ?? 0,
  categories: async (db: Store, id: number) =>
    (
      await db
        .select({ n: count() })
        .from(blogPosts)
        .innerJoin(blogCategories, eq(blogCategories.slug, blogPosts.categorySlug))
        .where(eq(blogCategories.id, id))
    )[0]?.n ?? 0,
  tags: async (db: Store, id: number) =>
    (
      await db
        .select({ n: count() })
        .from(blogPosts)
        .innerJoin(blogTags, sql`${blogTags.name} = any(${blogPosts.tags})`)
        .where(eq(blogTags.id, id))
    )[0]?.n ?? 0,
};

/** A tag renamed in English: every article tagged with the old name now has the new one. */
export async function renameTag(tx: Tx, before: Row, after: Row) {
  const [from, to] = [String(before.name), String(after.name)];
  if (from === to) return;
  await tx
    .update(blogPosts)
    .set({ tags: sql`array_replace(${blogPosts.tags}, ${from}, ${to})` })
    .where(sql`${from} = any(${blogPosts.tags})`);
}

/**
 * A category's address changed (its articles follow it, ON UPDATE CASCADE): the old
 * address now leads to the category, and the new one, if it was an earlier address
 * of this category, is its own again.
 */
export async function moveCategory(tx: Tx, editor: Pick<Editor, 'email'>, before: Row, after: Row) {
  const [from, to, id] = [String(before.slug), String(after.slug), Number(before.id)];
  if (from === to) return;
  movedCategories.clear();
  await tx
    .insert(categoryRedirects)
    .values({ fromSlug: from, categoryId: id, createdBy: editor.email })
    .onConflictDoUpdate({
      target: categoryRedirects.fromSlug,
      set: { categoryId: id, createdBy: editor.email, createdAt: new Date() },
    });
  await tx
    .delete(categoryRedirects)
    .where(and(eq(categoryRedirects.fromSlug, to), eq(categoryRedirects.categoryId, id)));
}

/**
 * Every earlier category address, kept for a few seconds (the proxy asks at each
 * visit of a category's page, so a live category costs no query); a change on this
 * instance forgets it at once.
 */
const movedCategories = ttlMemo<Set<string>>('category-redirects', 1);

/**
 * Where an earlier category address leads: the category's address today, when no
 * category has the old address now; null otherwise (and with an upstream CMS).
 */
export async function movedCategory(slug: string): Promise<string | null> {
  if (env.contentApiUrl || env.isBuild) return null;
  const db = await getStore();
  const known = movedCategories.get(
    'all',
    5_000,
    async () =>
      new Set(
        (await db.select({ from: categoryRedirects.fromSlug }).from(categoryRedirects)).map(
          (row) => row.from,
        ),
      ),
    () => true,
  );
  if (!(await known.value).has(slug)) return null;
  const [live] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.slug, slug));
  if (live) return null;
  const [row] = await db
    .select({ slug: blogCategories.slug })
    .from(categoryRedirects)
    .innerJoin(blogCategories, eq(blogCategories.id, categoryRedirects.categoryId))
    .where(eq(categoryRedirects.fromSlug, slug));
  return row?.slug ?? null;
}
