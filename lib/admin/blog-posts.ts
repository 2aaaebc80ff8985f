import 'server-only';
import { and, asc, count, desc, eq, ne, not, sql } from 'drizzle-orm';
import { getStore } from '@/lib/store/db';
import { authors, blogCategories, blogPosts, revisions } from '@/lib/store/schema';
import { groupInputValue } from '@/lib/dates';
import { MAX_SLUG, slugFromTitle } from './slug';
import { readPage } from './paged';
import { banglaFormValues } from './bangla-fields';
import { formFields } from './collection-spec';
import { showingEnglish } from './bangla-query';
import { listSearch } from './list-search';
import { lists } from '@/lib/content/lists';
import { PICTURE_ALT, POST_BANGLA } from './blog-post-labels';
import { pictureAltSql, uploadAlt } from '@/lib/store/upload-alt';

export const POSTS_PAGE_SIZE = 20;
export const TAKEN = 'Another article has this address.';
export { blogPostInput, type BlogPostInput } from './blog-post-input';

/** The states an article list is filtered by, as the list names them. */
export const POST_STATES = [
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'unpublished', label: 'Draft, never published' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'draft', label: 'Draft waiting' },
] as const;

/** Whether an article was ever on the site or taken off it: a save that published or hid it is kept. */
const everLive = sql<boolean>`exists (select 1 from ${revisions} where ${revisions.kind} = 'blog' and ${revisions.item} = ${blogPosts.id}::text and ${revisions.action} in ('publish', 'hide', 'discard'))`;
export type PostState = (typeof POST_STATES)[number]['value'];

/** The article list's filters in its address, which its bulk form carries back (`$q`, `$status`…). */
export const LIST_FILTERS = ['q', 'status', 'category', 'bangla', 'page'] as const;

export type PostQuery = {
  search: string;
  page: number;
  state?: string;
  category?: string;
  /** Only articles whose Bangla page shows some English. */
  missingBangla?: boolean;
};

/** The article's translatable fields as the list's mark and filter read them, its picture's alt text last. */
const TRANSLATED = [...formFields(lists.blogPosts).filter((field) => field.translate), PICTURE_ALT];

const stateWhere = (state: string | undefined) => {
  switch (state) {
    case 'published':
      return and(eq(blogPosts.published, true), sql`${blogPosts.publishedAt} <= now()`);
    case 'scheduled':
      return and(eq(blogPosts.published, true), sql`${blogPosts.publishedAt} > now()`);
    case 'unpublished':
      return and(eq(blogPosts.published, false), not(everLive));
    case 'hidden':
      return and(eq(blogPosts.published, false), everLive);
    case 'draft':
      return sql`${blogPosts.draft} is not null`;
    default:
      return undefined;
  }
};

/**
 * Newest first, searched by title, address or summary and filtered by state and
 * category; unpublished and scheduled ones too.
 */
export async function listPosts({ search, page, state, category, missingBangla }: PostQuery) {
  const db = await getStore();
  const filtered = and(
    listSearch(search, [blogPosts.title, blogPosts.slug, blogPosts.shortDescription], blogPosts.bn),
    stateWhere(state),
    category ? eq(blogPosts.categorySlug, category) : undefined,
  );
  const where = missingBangla
    ? and(
        filtered,
        showingEnglish(
          await db
            .select({
              id: blogPosts.id,
              title: blogPosts.title,
              shortDescription: blogPosts.shortDescription,
              description: blogPosts.description,
              pictureAlt: pictureAltSql(blogPosts),
              bn: blogPosts.bn,
            })
            .from(blogPosts)
            .where(filtered),
          postBanglaMark,
          blogPosts.id,
        ),
      )
    : filtered;
  return readPage(
    page,
    POSTS_PAGE_SIZE,
    ({ limit, offset }) =>
      db
        .select({
          id: blogPosts.id,
          title: blogPosts.title,
          slug: blogPosts.slug,
          published: blogPosts.published,
          scheduled: sql<boolean>`${blogPosts.publishedAt} > now()`,
          hasDraft: sql<boolean>`${blogPosts.draft} is not null`,
          everLive,
          publishedAt: blogPosts.publishedAt,
          category: blogCategories.name,
          author: authors.fullName,
          shortDescription: blogPosts.shortDescription,
          // The English body itself: the list's mark compares the Bangla body with it.
          description: blogPosts.description,
          // The picture's English alt text: its Bangla is counted as the other fields are.
          pictureAlt: pictureAltSql(blogPosts),
          bn: blogPosts.bn,
        })
        .from(blogPosts)
        .leftJoin(blogCategories, eq(blogPosts.categorySlug, blogCategories.slug))
        .leftJoin(authors, eq(blogPosts.authorId, authors.id))
        .where(where)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(blogPosts).where(where),
  );
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
    // A draft of no more than a title has neither yet.
    categorySlug: shown.categorySlug ?? '',
    authorId: shown.authorId === null ? '' : String(shown.authorId),
    tags: shown.tags.join(', '),
    publishedAt: groupInputValue(new Date(shown.publishedAt)),
    featured: shown.featured,
    headline: shown.headline,
    // An article saved before it had one picture may have only its old thumbnail.
    featuredImage: shown.featuredImage || shown.thumbnail,
    shortDescription: shown.shortDescription,
    description: shown.description,
    ...banglaFormValues(POST_BANGLA, shown.bn),
  };
}

/** The English alt text of the picture at this address (the file's own), '' for none. */
export const pictureAltOf = async (picture: string) => uploadAlt(await getStore(), picture);

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

/**
 * An address for an article saved without one: made from its title (Bengali in
 * Latin letters; "article" when it has no letters or digits at all), with -2,
 * -3… when another article has it.
 */
export async function freeAddress(title: string, id: number | null): Promise<string> {
  const base =
    slugFromTitle(title)
      .slice(0, MAX_SLUG - 4)
      .replace(/-+$/, '') || 'article';
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await addressTaken(slug, id))) return slug;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/** An article of the list as its Bangla mark reads it (components/admin/bangla-mark.tsx). */
export const postBanglaValues = (post: {
  title: string;
  shortDescription: string;
  description: string;
  /** The picture's English alt text (the file's); none when the caller has not read it. */
  pictureAlt?: string;
  bn: unknown;
}) => ({
  title: post.title,
  shortDescription: post.shortDescription,
  description: post.description,
  [PICTURE_ALT.key]: post.pictureAlt ?? '',
  ...banglaFormValues(POST_BANGLA, post.bn),
});

/** What the list's Bangla mark of an article reads, and its filter "Missing Bangla" too. */
export const postBanglaMark = (post: Parameters<typeof postBanglaValues>[0]) => ({
  fields: TRANSLATED,
  values: postBanglaValues(post),
});

export { TRANSLATED as POST_TRANSLATED };
