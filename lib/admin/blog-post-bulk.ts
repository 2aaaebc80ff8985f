import 'server-only';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Editor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';
import { blogPosts } from '@/lib/store/schema';
import { earlierVersion, refreshArticlePages } from './blog-post-save';
import { recordChange } from './history';
import { keepRevision } from './revisions';

/**
 * Puts articles on the site or takes them off it at once (the list's bulk
 * action): each keeps its values and its draft; a line in the history each.
 * Answers how many changed.
 */
export async function setPublished(editor: Editor, ids: number[], published: boolean) {
  if (ids.length === 0) return 0;
  const db = await getStore();
  const changed = await db.transaction(async (tx) => {
    const which = and(inArray(blogPosts.id, ids), ne(blogPosts.published, published));
    const before = new Map(
      (await tx.select().from(blogPosts).where(which).for('update')).map((row) => [row.id, row]),
    );
    const rows = await tx
      .update(blogPosts)
      .set({ published, version: sql`${blogPosts.version} + 1`, updatedBy: editor.email })
      .where(which)
      .returning();
    for (const row of rows) {
      // Kept like a save from the form: the revisions and the list's state read it.
      await keepRevision(tx, editor, {
        kind: 'blog',
        item: row.id,
        action: published ? 'publish' : 'hide',
        doc: { ...row, draft: null },
        earlier: earlierVersion(before.get(row.id) ?? { ...row, published: !published }),
      });
      await recordChange(tx, editor, {
        action: published ? 'blog.publish' : 'blog.hide',
        target: row.slug,
        after: { published },
      });
    }
    return rows.map((row) => row.slug);
  });
  if (changed.length > 0) refreshArticlePages(...changed);
  return changed.length;
}
