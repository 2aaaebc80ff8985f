import 'server-only';
import { and, eq, or, sql } from 'drizzle-orm';
import { getStore } from '@/lib/store/db';
import { blogPosts } from '@/lib/store/schema';
import { fileUses, type FileUse } from './file-uses';
import type { AltReach } from './alt-words';

/**
 * Where a file's alt text (the library's) is read, as WordPress reads a media
 * item's alt for a featured image and Payload an upload's: an article's picture
 * (its page, the cards, the share card). A picture placed in a body keeps the
 * alt text written there, as both keep a per-use alt, and a list item's or a
 * record's picture is described by its own fields: changing the file's alt text
 * changes none of them, and the answer says so.
 */
export async function altReach(hash: string): Promise<AltReach> {
  const db = await getStore();
  const address = `/files/${hash}/%`;
  const pictured = await db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(
      or(
        sql`${blogPosts.featuredImage} like ${address}`,
        and(eq(blogPosts.featuredImage, ''), sql`${blogPosts.thumbnail} like ${address}`),
      ),
    )
    .orderBy(blogPosts.id);
  const shows: FileUse[] = pictured.map((post) => ({
    kind: 'Article',
    title: post.title,
    href: `/admin/blog-posts/${post.id}`,
  }));
  const inBody = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      sql`(${blogPosts.description} || ${blogPosts.bn}::text || coalesce(${blogPosts.draft}->'values'->>'description', '')) like ${`%${address}`}`,
    );
  const bodies = new Set(inBody.map((post) => `/admin/blog-posts/${post.id}`));
  const keeps = (await fileUses(hash)).filter(
    (use) => !use.restorable && (!shows.some((s) => s.href === use.href) || bodies.has(use.href)),
  );
  return { shows, keeps };
}
