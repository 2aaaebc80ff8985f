import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { and, eq, ne, sql } from 'drizzle-orm';
import { hasText } from '@/lib/i18n/translate';
import type { Editor } from '@/lib/auth/session';
import { readingTime } from '@/lib/content/reading-time';
import { refreshReads } from './refresh';
import { getStore } from '@/lib/store/db';
import { blogPosts } from '@/lib/store/schema';
import { postFormValues, TAKEN, type readPost } from './blog-posts';
import type { BlogDraftValues } from './blog-post-input';
import { groupClock, groupInputValue, wallTimeInWords } from '@/lib/dates';
import { moveToBin, nextId } from './bin';
import { recordChange } from './history';
import { noteAddressChange } from './redirects';
import { keepRevision } from './revisions';
import { cleanRichText } from './rich-text';
import { banglaName, banglaToStore, splitBangla } from './bangla-fields';
import { registerTags } from './tag-register';

/** Every list, feed and page that can show an article, and the article's own page at each address it had. */
export function refreshArticlePages(...slugs: string[]) {
  refreshReads(
    ['blogs', 'categoryBlogs', 'featuredBlogs', 'recentBlogs', 'headlineBlogs', 'authorBlogs'],
    { read: 'blogDetails', slugs },
  );
}

export type PostSaveOutcome =
  | {
      ok: true;
      id: number;
      version: number;
      draft: boolean;
      /** A restore of the published version over a draft: no draft is kept. */
      sameAsPublished?: boolean;
    }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; conflict: { updatedBy: string | null; version: number } };

/** A draft's values may lack a category, an author and a body; a publication's never do. */
type Values = BlogDraftValues;

type Post = NonNullable<Awaited<ReturnType<typeof readPost>>>;

/** An article as its form shows it, bodies as they are stored after a save. */
function asForm(post: Post) {
  const values = postFormValues({ ...post, draft: null });
  for (const name of ['description', banglaName('description')])
    if (typeof values[name] === 'string' && values[name])
      values[name] = cleanRichText(values[name]);
  return values;
}

/**
 * Whether the values a draft would keep are the article's published ones, field
 * by field as the form shows them (as after restoring the version on the site):
 * then no draft waits.
 */
export const sameAsPublished = (published: Post, content: Partial<Post>) =>
  isDeepStrictEqual(asForm(published), asForm({ ...published, ...content }));

/**
 * An article from before revisions were kept: the version a save replaces, kept
 * first (lib/admin/revisions.ts), so it can be restored.
 */
export const earlierVersion = (before: Post) => ({
  action: before.published ? 'publish' : 'draft',
  doc: { ...before, draft: null },
  by: before.updatedBy,
});

/**
 * What a save does: 'publish' puts the values on the site, 'hide' takes the
 * article off it, 'draft' keeps them for preview (a published article stays as
 * it is on the site; one that is not published simply takes them).
 */
export type PostIntent = 'publish' | 'hide' | 'draft';

/**
 * Creates (id null) or updates an article: the address must be free, the
 * version the one read (else the editor is told and nothing is overwritten);
 * the body is sanitised as the pages sanitise it. A line in the history, then,
 * when the site changed, the pages that show articles are refreshed.
 */
export async function savePost(
  editor: Editor,
  id: number | null,
  version: number,
  values: Values,
  intent: PostIntent,
  /** 'restore': the values are an earlier revision's (the history and the revisions say so). */
  cause: 'edit' | 'restore' = 'edit',
): Promise<PostSaveOutcome> {
  const db = await getStore();
  const { english, bangla } = splitBangla(values);
  const posted = { ...bangla };
  const bnBody = banglaName('description');
  // An emptied Bangla body is no Bangla: the Bangla page shows the English body.
  if (typeof posted[bnBody] === 'string')
    posted[bnBody] = hasText(posted[bnBody]) ? cleanRichText(posted[bnBody]) : '';
  const base = {
    ...(english as Omit<Values, `bn.${string}`>),
    // One picture per article: the old Thumbnail column follows it, so nothing reads a stale one.
    thumbnail: values.featuredImage,
    description: cleanRichText(values.description),
    readingTime: readingTime(values.description),
  };
  let content = { ...base, bn: banglaToStore({}, posted) };
  const outcome = await db.transaction(
    async (tx): Promise<PostSaveOutcome & { slugs?: string[] }> => {
      const [taken] = await tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(
          id === null
            ? eq(blogPosts.slug, values.slug)
            : and(eq(blogPosts.slug, values.slug), ne(blogPosts.id, id)),
        );
      if (taken) return { ok: false, errors: { slug: TAKEN } };
      await registerTags(tx, values.tags);
      const row = {
        ...content,
        published: intent === 'publish',
        draft: null,
        updatedBy: editor.email,
      };
      if (id === null) {
        const next = await nextId(tx, 'blog', blogPosts.id);
        await tx.insert(blogPosts).values({ ...row, id: next, version: 1 });
        await keepRevision(tx, editor, {
          kind: 'blog',
          item: next,
          action: intent === 'publish' ? 'publish' : 'draft',
          doc: row,
        });
        await recordChange(tx, editor, {
          action: `blog.${intent === 'publish' ? 'publish' : 'draft'}`,
          target: values.slug,
          after: row,
        });
        return {
          ok: true,
          id: next,
          version: 1,
          draft: false,
          slugs: intent === 'publish' ? [values.slug] : [],
        };
      }
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
      if (!before) return { ok: false, errors: { title: 'This article was deleted meanwhile.' } };
      if (before.version !== version)
        return {
          ok: false,
          // A draft is the latest save while there is one (any other save clears it).
          conflict: {
            updatedBy: before.draft?.savedBy ?? before.updatedBy,
            version: before.version,
          },
        };
      // The Bangla the form sent over what it opened (the draft's, else the article's):
      // a form without a Bangla field keeps that value.
      const opened = (before.draft?.values.bn as Record<string, string> | undefined) ?? before.bn;
      content = { ...base, bn: banglaToStore(opened, posted) };
      // A restore of the published version over a draft: no draft waits any more.
      const unchanged =
        cause === 'restore' &&
        intent === 'draft' &&
        before.published &&
        sameAsPublished(before, content);
      const asDraft = intent === 'draft' && before.published && !unchanged;
      await tx
        .update(blogPosts)
        .set(
          unchanged
            ? { draft: null, version: before.version + 1 }
            : asDraft
              ? {
                  draft: {
                    values: content,
                    savedBy: editor.email,
                    savedAt: new Date().toISOString(),
                  },
                  version: before.version + 1,
                }
              : {
                  ...row,
                  bn: content.bn,
                  published: intent === 'publish' || (intent === 'draft' && before.published),
                  version: before.version + 1,
                },
        )
        .where(eq(blogPosts.id, id));
      // A published article's old address leads to its new one from now on.
      if (!asDraft && !unchanged && before.published)
        await noteAddressChange(tx, editor, { articleId: id, from: before.slug, to: values.slug });
      const published = asDraft || intent === 'publish' || (intent === 'draft' && before.published);
      await keepRevision(tx, editor, {
        kind: 'blog',
        item: id,
        action: cause === 'restore' ? 'restore' : intent,
        doc: { ...content, published },
        earlier: earlierVersion(before),
      });
      await recordChange(tx, editor, {
        action: cause === 'restore' ? 'blog.restore-revision' : `blog.${intent}`,
        target: values.slug,
        before,
        after: content,
      });
      // The site changes when the article is or was on it, unless only a draft was kept.
      const siteChanged = !asDraft && (before.published || intent === 'publish');
      return {
        ok: true,
        id,
        version: before.version + 1,
        draft: asDraft,
        sameAsPublished: unchanged,
        slugs: siteChanged && !unchanged ? [values.slug, before.slug] : [],
      };
    },
  );
  if (outcome.ok && outcome.slugs?.length) refreshArticlePages(...outcome.slugs);
  return outcome;
}

/** Where a published article shows: the home page's news ticker only when its box is ticked. */
const shownOn = (inTicker: boolean) =>
  inTicker
    ? '/blogs, the article, the home ticker and the feed'
    : '/blogs, the article and the feed';

/** What the editor is told after a save (also after the redirect that follows creating one). */
export function savedMessage(
  intent: PostIntent,
  keptAsDraft: boolean,
  { publishedAt, headline }: { publishedAt?: Date; headline: boolean },
  now = new Date(),
): string {
  const at = groupClock(now);
  if (intent === 'publish' && publishedAt && publishedAt > now)
    return `Scheduled for ${wallTimeInWords(groupInputValue(publishedAt))} (Bangladesh time): ${shownOn(headline)} show it from then, not before.`;
  if (intent === 'publish')
    return `Published at ${at}: ${shownOn(headline)} show it from their next visit.`;
  if (intent === 'hide')
    return `Saved at ${at}, hidden from the site: ${shownOn(headline)} no longer show it, from their next visit.`;
  return keptAsDraft
    ? `Draft saved at ${at}. The site still shows the published version; Preview shows the draft.`
    : `Draft saved at ${at}, not on the site yet. Preview shows it as it will look.`;
}

/**
 * Drops an article's unpublished draft (the published version stays). The
 * published version is kept as the newest revision, so the revisions say truly
 * what is current, and the draft, a revision before it, can be restored.
 */
export async function discardDraft(editor: Editor, id: number): Promise<void> {
  const db = await getStore();
  await db.transaction(async (tx) => {
    const [after] = await tx
      .update(blogPosts)
      .set({ draft: null, version: sql`${blogPosts.version} + 1` })
      .where(and(eq(blogPosts.id, id), sql`${blogPosts.draft} is not null`))
      .returning();
    if (!after) return;
    await keepRevision(tx, editor, { kind: 'blog', item: id, action: 'discard', doc: after });
    await recordChange(tx, editor, { action: 'blog.discard', target: after.slug });
  });
}

/**
 * Moves an article to the bin (after the form's confirmation): off the site at
 * once, restorable for BIN_DAYS days; a line in the history.
 */
export async function deletePost(editor: Editor, id: number): Promise<boolean> {
  const db = await getStore();
  const deleted = await db.transaction(async (tx) => {
    const [before] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (before) {
      await moveToBin(tx, editor, { kind: 'blog', itemId: id, title: before.title, row: before });
      await recordChange(tx, editor, { action: 'blog.delete', target: before.title, before });
    }
    return before ?? null;
  });
  if (deleted) refreshArticlePages(deleted.slug);
  return deleted !== null;
}
