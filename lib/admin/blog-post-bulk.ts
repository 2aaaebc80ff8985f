import 'server-only';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Editor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';
import { blogPosts } from '@/lib/store/schema';
import { incompleteBangla } from './bangla-fields';
import { POST_TRANSLATED, postBanglaValues } from './blog-posts';
import { readyToPublish } from './blog-post-input';
import { earlierVersion, refreshArticlePages } from './blog-post-save';
import { recordChange } from './history';
import { keepRevision } from './revisions';

/**
 * Puts articles on the site or takes them off it at once (the list's bulk
 * action): each keeps its values and its draft; a line in the history each.
 * An article whose Bangla body is only part of its English is not published
 * here: its own page asks first (SHORT_BANGLA_QUESTION), and a list asks no one.
 * Nor is one that lacks a category, an author or a body (a draft kept early).
 * Answers how many changed, and the ids held back for each reason.
 */
export async function setPublished(editor: Editor, ids: number[], published: boolean) {
  if (ids.length === 0) return { changed: 0, heldBack: [] as number[], unfinished: [] as number[] };
  const db = await getStore();
  const { slugs, heldBack, unfinished } = await db.transaction(async (tx) => {
    const candidates = await tx
      .select()
      .from(blogPosts)
      .where(and(inArray(blogPosts.id, ids), ne(blogPosts.published, published)))
      .for('update');
    // A draft kept with no more than a title is never published from a list.
    const unfinished = published
      ? candidates.filter((row) => !readyToPublish(row)).map((row) => row.id)
      : [];
    const heldBack = published
      ? candidates
          .filter(
            (row) =>
              !unfinished.includes(row.id) &&
              incompleteBangla(POST_TRANSLATED, postBanglaValues(row)).length > 0,
          )
          .map((row) => row.id)
      : [];
    const chosen = candidates
      .map((row) => row.id)
      .filter((id) => !heldBack.includes(id) && !unfinished.includes(id));
    if (chosen.length === 0) return { slugs: [], heldBack, unfinished };
    const before = new Map(candidates.map((row) => [row.id, row]));
    const rows = await tx
      .update(blogPosts)
      .set({ published, version: sql`${blogPosts.version} + 1`, updatedBy: editor.email })
      .where(inArray(blogPosts.id, chosen))
      .returning();
    for (const row of rows) {
      // Kept like a save from the form: the revisions and the list's state read it.
      await keepRevision(tx, editor, {
        kind: 'blog',
        item: row.id,
        action: published ? 'publish' : 'hide',
        doc: { ...row, draft: null },
        earlier: earlierVersion(before.get(row.id)!),
      });
      await recordChange(tx, editor, {
        action: published ? 'blog.publish' : 'blog.hide',
        target: row.slug,
        after: { published },
      });
    }
    return { slugs: rows.map((row) => row.slug), heldBack, unfinished };
  });
  if (slugs.length > 0) refreshArticlePages(...slugs);
  return { changed: slugs.length, heldBack, unfinished };
}
