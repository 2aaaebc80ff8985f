import 'server-only';
import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import type { Editor } from '@/lib/auth/session';
import { sourceAnswers } from '@/lib/content/serve';
import { readingTime } from '@/lib/content/reading-time';
import { getStore } from '@/lib/store/db';
import { authors, blogCategories, blogPosts } from '@/lib/store/schema';
import { formatInTimeZone } from './dates';
import { recordChange } from './history';
import { cleanRichText, richTextProblem } from './rich-text';

export const POSTS_PAGE_SIZE = 20;
export const TAKEN = 'Another article has this address.';
const SITE_PATH = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/;
const sitePath = (label: string) =>
  z
    .string()
    .trim()
    .max(2048)
    .refine(
      (v) => v === '' || SITE_PATH.test(v),
      `${label}: a path on this site or an http(s) address`,
    );

/** An article as the editing form sends it, checked before anything is stored. */
export const blogPostInput = z.object({
  title: z.string().trim().min(1, 'Give the article a title.').max(200),
  slug: z
    .string()
    .trim()
    .min(1, 'Give the article an address.')
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.'),
  categorySlug: z.string().min(1, 'Choose a category.'),
  authorId: z.coerce.number().int().positive('Choose an author.'),
  tags: z
    .string()
    .max(500)
    .transform((v) =>
      [
        ...new Set(
          v
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
        ),
      ].slice(0, 20),
    ),
  featured: z.boolean(),
  headline: z.boolean(),
  publishedAt: z.coerce.date({ error: 'Enter a date and time.' }),
  thumbnail: sitePath('Thumbnail'),
  featuredImage: sitePath('Featured image'),
  shortDescription: z.string().trim().max(600, 'Keep the summary under 600 characters.'),
  description: z
    .string()
    .max(200_000)
    .superRefine((html, ctx) => {
      const problem = richTextProblem(html);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type BlogPostInput = z.input<typeof blogPostInput>;

export type PostQuery = { search: string; page: number };

/** Newest first, searched by title, address or summary; unpublished and scheduled ones too. */
export async function listPosts({ search, page }: PostQuery) {
  const db = await getStore();
  const words = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = search
    ? or(
        ilike(blogPosts.title, words),
        ilike(blogPosts.slug, words),
        ilike(blogPosts.shortDescription, words),
      )
    : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        published: blogPosts.published,
        scheduled: sql<boolean>`${blogPosts.publishedAt} > now()`,
        hasDraft: sql<boolean>`${blogPosts.draft} is not null`,
        publishedAt: blogPosts.publishedAt,
        category: blogCategories.name,
        author: authors.fullName,
      })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogPosts.categorySlug, blogCategories.slug))
      .innerJoin(authors, eq(blogPosts.authorId, authors.id))
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(POSTS_PAGE_SIZE)
      .offset((page - 1) * POSTS_PAGE_SIZE),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total, pages: Math.max(1, Math.ceil(total / POSTS_PAGE_SIZE)) };
}

export async function readPost(id: number) {
  const db = await getStore();
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row ?? null;
}

type Post = NonNullable<Awaited<ReturnType<typeof readPost>>>;

/** What an article's form shows: its unpublished draft where there is one, else the article. */
export function postFormValues(post: Post): Record<string, string | boolean> {
  const shown = { ...post, ...(post.draft?.values as Partial<Post> | undefined) };
  return {
    title: shown.title,
    slug: shown.slug,
    categorySlug: shown.categorySlug,
    authorId: String(shown.authorId),
    tags: shown.tags.join(', '),
    publishedAt: formatInTimeZone(new Date(shown.publishedAt)),
    featured: shown.featured,
    headline: shown.headline,
    thumbnail: shown.thumbnail,
    featuredImage: shown.featuredImage,
    shortDescription: shown.shortDescription,
    description: shown.description,
  };
}

/** Whether another article than `id` has this address. */
export async function addressTaken(slug: string, id: number | null): Promise<boolean> {
  const db = await getStore();
  const [taken] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      id === null ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), ne(blogPosts.id, id)),
    );
  return taken !== undefined;
}

/** What the form's category and author lists offer. */
export async function postChoices() {
  const db = await getStore();
  const [categories, people] = await Promise.all([
    db
      .select({ value: blogCategories.slug, label: blogCategories.name })
      .from(blogCategories)
      .orderBy(asc(blogCategories.position)),
    db
      .select({ value: authors.id, label: authors.fullName })
      .from(authors)
      .orderBy(asc(authors.fullName)),
  ]);
  return { categories, authors: people.map((a) => ({ value: String(a.value), label: a.label })) };
}

/** Every list, feed and page that can show an article, and the article's own page at each address it had. */
function refreshPages(...slugs: string[]) {
  sourceAnswers.clear();
  const tags = [
    'blogs',
    'categoryBlogs',
    'featuredBlogs',
    'recentBlogs',
    'headlineBlogs',
    'authorBlogs',
  ].map((n) => `read:${n}`);
  for (const slug of new Set(slugs)) tags.push(`read:blogDetails:${slug}`);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

export type PostSaveOutcome =
  | { ok: true; id: number; version: number; draft: boolean }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; conflict: { updatedBy: string | null; version: number } };

type Values = z.output<typeof blogPostInput>;

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
): Promise<PostSaveOutcome> {
  const db = await getStore();
  const content = {
    ...values,
    description: cleanRichText(values.description),
    readingTime: readingTime(values.description),
  };
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
      const row = {
        ...content,
        published: intent === 'publish',
        draft: null,
        updatedBy: editor.email,
      };
      if (id === null) {
        const [{ next } = { next: 1 }] = await tx
          .select({ next: sql<number>`coalesce(max(${blogPosts.id}), 0) + 1` })
          .from(blogPosts);
        await tx.insert(blogPosts).values({ ...row, id: Number(next), version: 1 });
        await recordChange(tx, editor, {
          action: `blog.${intent === 'publish' ? 'publish' : 'draft'}`,
          target: values.slug,
          after: row,
        });
        return {
          ok: true,
          id: Number(next),
          version: 1,
          draft: false,
          slugs: intent === 'publish' ? [values.slug] : [],
        };
      }
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
      if (!before) return { ok: false, errors: { title: 'This article was deleted meanwhile.' } };
      if (before.version !== version)
        return { ok: false, conflict: { updatedBy: before.updatedBy, version: before.version } };
      const asDraft = intent === 'draft' && before.published;
      await tx
        .update(blogPosts)
        .set(
          asDraft
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
                published: intent === 'publish' || (intent === 'draft' && before.published),
                version: before.version + 1,
              },
        )
        .where(eq(blogPosts.id, id));
      await recordChange(tx, editor, {
        action: `blog.${intent}`,
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
        slugs: siteChanged ? [values.slug, before.slug] : [],
      };
    },
  );
  if (outcome.ok && outcome.slugs?.length) refreshPages(...outcome.slugs);
  return outcome;
}

/** What the editor is told after a save (also after the redirect that follows creating one). */
export function savedMessage(intent: PostIntent, keptAsDraft: boolean): string {
  const at = formatInTimeZone(new Date()).slice(11);
  if (intent === 'publish')
    return `Published at ${at}: /blogs, the article, the home ticker and the feed show it from their next visit.`;
  if (intent === 'hide') return 'Saved, hidden from the site.';
  return keptAsDraft
    ? `Draft saved at ${at}. The site still shows the published version; Preview shows the draft.`
    : `Draft saved at ${at}, not on the site yet. Preview shows it as it will look.`;
}

/** Drops an article's unpublished draft (the published version stays). */
export async function discardDraft(editor: Editor, id: number): Promise<void> {
  const db = await getStore();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .update(blogPosts)
      .set({ draft: null, version: sql`${blogPosts.version} + 1` })
      .where(and(eq(blogPosts.id, id), sql`${blogPosts.draft} is not null`))
      .returning({ slug: blogPosts.slug });
    if (before) await recordChange(tx, editor, { action: 'blog.discard', target: before.slug });
  });
}

/** Deletes an article for good (after the form's confirmation), with a line in the history. */
export async function deletePost(editor: Editor, id: number): Promise<boolean> {
  const db = await getStore();
  const deleted = await db.transaction(async (tx) => {
    const [before] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (before)
      await recordChange(tx, editor, { action: 'blog.delete', target: before.slug, before });
    return before ?? null;
  });
  if (deleted) refreshPages(deleted.slug);
  return deleted !== null;
}
