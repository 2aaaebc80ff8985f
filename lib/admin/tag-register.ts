import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Store } from '@/lib/store/db';
import { blogTags } from '@/lib/store/schema';
import { nextId } from './bin';

type Tx = Parameters<Parameters<Store['transaction']>[0]>[0];

/**
 * The tags an article is saved with that the tag list does not have yet: added to
 * it, with no Bangla name, so that the list's "Missing Bangla" filter finds them
 * and the Bangla pages show them in English until staff name them (issue 49).
 */
export async function registerTags(tx: Tx, tags: readonly string[]) {
  if (tags.length === 0) return;
  // The list's own lock (lib/admin/collection-store.ts): one writer picks new ids at a time.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'list:blog_tags'}))`);
  const known = new Set(
    (
      await tx
        .select({ name: blogTags.name })
        .from(blogTags)
        .where(inArray(blogTags.name, [...tags]))
    ).map((row) => row.name),
  );
  const added = tags.filter((tag) => !known.has(tag));
  if (added.length === 0) return;
  const first = await nextId(tx, 'blog-tags', blogTags.id);
  await tx
    .insert(blogTags)
    .values(added.map((name, i) => ({ id: first + i, name })))
    .onConflictDoNothing();
}
