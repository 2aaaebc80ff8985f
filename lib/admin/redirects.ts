import 'server-only';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Editor } from '@/lib/auth/session';
import { ttlMemo } from '@/lib/cache/ttl-memo';
import { env } from '@/lib/env';
import { getStore, type Store } from '@/lib/store/db';
import { articleRedirects, blogPosts } from '@/lib/store/schema';
import { blogPostInput } from './blog-posts';
import { recordChange } from './history';

type Tx = Pick<Store, 'insert' | 'delete'>;

/**
 * A published article's address changed: the old one now leads to the article
 * (and so on to wherever it goes next), and the new one, if it was an earlier
 * address of this article, is its own again.
 */
export async function noteAddressChange(
  tx: Tx,
  editor: Pick<Editor, 'email'>,
  change: { articleId: number; from: string; to: string },
) {
  oldAddresses.clear();
  if (change.from === change.to) return;
  await tx
    .insert(articleRedirects)
    .values({ fromSlug: change.from, articleId: change.articleId, createdBy: editor.email })
    .onConflictDoUpdate({
      target: articleRedirects.fromSlug,
      set: { articleId: change.articleId, createdBy: editor.email, createdAt: new Date() },
    });
  await tx
    .delete(articleRedirects)
    .where(
      and(
        eq(articleRedirects.fromSlug, change.to),
        eq(articleRedirects.articleId, change.articleId),
      ),
    );
}

/** The redirects of these articles, deleted for good. */
export async function dropRedirects(tx: Pick<Store, 'delete'>, articleIds: number[]) {
  oldAddresses.clear();
  if (articleIds.length > 0)
    await tx.delete(articleRedirects).where(inArray(articleRedirects.articleId, articleIds));
}

const onTheSite = () => and(eq(blogPosts.published, true), lte(blogPosts.publishedAt, sql`now()`));

/**
 * Where an earlier article address leads: the address its article has today,
 * when that article is on the site and no article on the site has the old
 * address now; null otherwise (and with an upstream CMS, which keeps its own).
 */
/**
 * Every earlier address, kept for a few seconds: the proxy asks on each article
 * request, before the page cache, so a live article's visit costs no query. A
 * change on this instance forgets it at once; another instance sees a new
 * redirect within OLD_ADDRESSES_MS (a removed one is checked again below).
 */
const oldAddresses = ttlMemo<Set<string>>('article-redirects', 1);
const OLD_ADDRESSES_MS = 5_000;

export async function movedArticle(slug: string): Promise<string | null> {
  if (env.contentApiUrl || env.isBuild) return null;
  const db = await getStore();
  const known = oldAddresses.get(
    'all',
    OLD_ADDRESSES_MS,
    async () =>
      new Set(
        (await db.select({ from: articleRedirects.fromSlug }).from(articleRedirects)).map(
          (row) => row.from,
        ),
      ),
    () => true,
  );
  if (!(await known.value).has(slug)) return null;
  const [live] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), onTheSite()));
  if (live) return null;
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(articleRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, articleRedirects.articleId))
    .where(and(eq(articleRedirects.fromSlug, slug), onTheSite()));
  return row?.slug ?? null;
}

/**
 * The first address of each of these articles (by today's address): the feed's
 * id of an entry, so that a renamed article is not a new item to readers. An
 * article never renamed keeps its address as its id.
 */
export async function firstAddresses(slugs: string[]): Promise<Map<string, string>> {
  if (env.contentApiUrl || env.isBuild || slugs.length === 0) return new Map();
  const db = await getStore();
  const rows = await db
    .select({ slug: blogPosts.slug, first: articleRedirects.fromSlug })
    .from(articleRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, articleRedirects.articleId))
    .where(inArray(blogPosts.slug, slugs))
    .orderBy(desc(articleRedirects.createdAt));
  // Oldest last: it is the one kept.
  return new Map(rows.map((row) => [row.slug, row.first]));
}

/** Every redirect with the article it leads to, by old address. */
export async function listRedirects(db: Store) {
  return db
    .select({
      fromSlug: articleRedirects.fromSlug,
      articleId: articleRedirects.articleId,
      createdBy: articleRedirects.createdBy,
      createdAt: articleRedirects.createdAt,
      toSlug: blogPosts.slug,
      title: blogPosts.title,
      published: blogPosts.published,
    })
    .from(articleRedirects)
    .leftJoin(blogPosts, eq(blogPosts.id, articleRedirects.articleId))
    .orderBy(asc(articleRedirects.fromSlug));
}

const slugShape = blogPostInput.shape.slug;

export type RedirectProblem = 'from' | 'to' | 'live' | null;

/**
 * Adds or changes a redirect: `from` (an address no article has) leads to the
 * article at `to`. Refused with the field at fault otherwise.
 */
export async function saveRedirect(
  editor: Editor,
  from: string,
  to: string,
  previous: string | null,
): Promise<RedirectProblem> {
  oldAddresses.clear();
  const fromSlug = slugShape.safeParse(from);
  if (!fromSlug.success) return 'from';
  const db = await getStore();
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, fromSlug.data));
    if (live) return 'live';
    const [target] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, to.trim()));
    if (!target) return 'to';
    if (previous && previous !== fromSlug.data)
      await tx.delete(articleRedirects).where(eq(articleRedirects.fromSlug, previous));
    await tx
      .insert(articleRedirects)
      .values({ fromSlug: fromSlug.data, articleId: target.id, createdBy: editor.email })
      .onConflictDoUpdate({
        target: articleRedirects.fromSlug,
        set: { articleId: target.id, createdBy: editor.email },
      });
    await recordChange(tx, editor, {
      action: 'redirect.save',
      target: fromSlug.data,
      after: { from: fromSlug.data, to: to.trim() },
    });
    return null;
  });
}

export async function deleteRedirect(editor: Editor, from: string) {
  oldAddresses.clear();
  const db = await getStore();
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(articleRedirects)
      .where(eq(articleRedirects.fromSlug, from))
      .returning();
    if (gone.length > 0)
      await recordChange(tx, editor, { action: 'redirect.delete', target: from });
  });
}
