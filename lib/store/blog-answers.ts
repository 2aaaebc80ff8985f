import 'server-only';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ReadName } from '@/lib/content/contract';
import { toWire } from '@/lib/content/list-wire';
import { lists, wireViews } from '@/lib/content/lists';
import type { Paging, Params } from '@/lib/content/routes';
import type { Language } from '@/lib/i18n/languages';
import { translatedField } from '@/lib/i18n/translate';
import { meta, notFound, ok, type Handler } from './answers';
import { previewBlogDetails } from './preview';
import { tagNames } from './tag-names';
import { articlePictureSql, pictureAlts, pictureAltSql } from './upload-alt';
import { articlePictureAlt } from '@/lib/content/article-picture-alt';
import type { Store } from './store';
import * as t from './schema';

/**
 * The described columns an article's wire item sends as they are. Its picture is
 * one (articlePictureSql): the contract's `thumbnail` is the same picture (the
 * cards' crops are made from it by next/image).
 */
type Described = Exclude<(typeof wireViews.article)[number], 'thumbnail' | 'featuredImage'>;
const described = wireViews.article.filter(
  (key): key is Described => key !== 'thumbnail' && key !== 'featuredImage',
);

/** The blog's reads, answered from the store as the contract's wire bodies. */
const blogColumns = {
  ...(Object.fromEntries(described.map((key) => [key, t.blogPosts[key]])) as Pick<
    typeof t.blogPosts,
    Described
  >),
  bn: t.blogPosts.bn,
  picture: articlePictureSql(),
  pictureAlt: pictureAltSql(),
  author: t.authors.fullName,
  authorBn: t.authors.bn,
  author_id: t.blogPosts.authorId,
  category_slug: t.blogPosts.categorySlug,
};

function blogQuery(db: Store) {
  return db
    .select(blogColumns)
    .from(t.blogPosts)
    .innerJoin(t.authors, eq(t.blogPosts.authorId, t.authors.id));
}

type BlogRow = Awaited<ReturnType<ReturnType<typeof blogQuery>['execute']>>[number];
const toBlog =
  (lang: Language, tags: Map<string, string>) =>
  ({ picture, pictureAlt, author, authorBn, author_id, category_slug, ...post }: BlogRow) => ({
    ...toWire(lists.blogPosts, described, lang)(post),
    tags: post.tags.map((tag) => tags.get(tag) ?? tag),
    thumbnail: picture,
    featured_image: picture,
    // The article's Bangla alt text on a Bangla read, else the picture's own (English).
    ...pictureAlts(translatedField(pictureAlt, post.bn, articlePictureAlt.key, lang)),
    author: translatedField(author, authorBn, 'fullName', lang),
    author_id,
    category_slug,
  });

/** Only published posts: one dated in the future is scheduled, one unpublished in the editing area hidden. */
const published = () =>
  and(sql`${t.blogPosts.publishedAt} <= now()`, eq(t.blogPosts.published, true))!;

async function pagedBlogs(
  db: Store,
  name: ReadName,
  params: Params,
  paging: Paging,
  lang: Language,
  categorySlug?: string,
) {
  const where = categorySlug
    ? and(published(), eq(t.blogPosts.categorySlug, categorySlug))
    : published();
  const [[{ total } = { total: 0 }], rows, tags] = await Promise.all([
    db.select({ total: count() }).from(t.blogPosts).where(where),
    blogQuery(db)
      .where(where)
      .orderBy(desc(t.blogPosts.publishedAt), desc(t.blogPosts.id))
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page),
    tagNames(db, lang),
  ]);
  return ok({
    blogs: { data: rows.map(toBlog(lang, tags)), meta: meta(name, params, paging, total) },
  });
}

type BlogRead =
  | 'headlineBlogs'
  | 'blogs'
  | 'categoryBlogs'
  | 'featuredBlogs'
  | 'categories'
  | 'recentBlogs'
  | 'blogDetails'
  | 'authorBlogs';

export const blogAnswers: Record<BlogRead, Handler> = {
  headlineBlogs: async (db, _params, _paging, _preview, lang) =>
    ok({
      blogs: (
        await db
          .select({ title: t.blogPosts.title, slug: t.blogPosts.slug, bn: t.blogPosts.bn })
          .from(t.blogPosts)
          .where(and(eq(t.blogPosts.headline, true), published()))
          .orderBy(desc(t.blogPosts.publishedAt))
      ).map(({ title, slug, bn }) => ({ title: translatedField(title, bn, 'title', lang), slug })),
    }),
  blogs: (db, params, paging, _preview, lang) => pagedBlogs(db, 'blogs', params, paging, lang),
  categoryBlogs: async (db, params, paging, _preview, lang) => {
    const slug = params.category_slug ?? '';
    const [category] = await db
      .select()
      .from(t.blogCategories)
      .where(eq(t.blogCategories.slug, slug));
    if (!category) return notFound('No such category.');
    return pagedBlogs(db, 'categoryBlogs', params, paging, lang, slug);
  },
  featuredBlogs: async (db, _params, _paging, _preview, lang) =>
    ok({
      blogs: (
        await blogQuery(db)
          .where(and(eq(t.blogPosts.featured, true), published()))
          .orderBy(desc(t.blogPosts.publishedAt))
      ).map(toBlog(lang, await tagNames(db, lang))),
    }),
  categories: async (db, _params, _paging, _preview, lang) => {
    const rows = await db
      .select()
      .from(t.blogCategories)
      .orderBy(asc(t.blogCategories.position), asc(t.blogCategories.slug));
    return ok({
      categories: Object.fromEntries(
        rows.map((c) => [c.slug, translatedField(c.name, c.bn, 'name', lang)]),
      ),
    });
  },
  recentBlogs: async (db, _params, _paging, _preview, lang) =>
    ok({
      recent: (
        await blogQuery(db).where(published()).orderBy(desc(t.blogPosts.publishedAt)).limit(6)
      ).map(toBlog(lang, await tagNames(db, lang))),
    }),
  blogDetails: async (db, { slug = '' }, _paging, preview, lang) => {
    if (preview) return previewBlogDetails(db, slug, lang);
    const [row] = await blogQuery(db).where(and(eq(t.blogPosts.slug, slug), published()));
    return row
      ? ok({ details: toBlog(lang, await tagNames(db, lang))(row) })
      : notFound('No blog with this slug.');
  },
  authorBlogs: async (db, { author_id = '' }, _paging, _preview, lang) => {
    const id = /^\d{1,9}$/.test(author_id) ? Number(author_id) : NaN;
    if (!Number.isInteger(id)) return notFound('No such author.');
    const [author] = await db.select().from(t.authors).where(eq(t.authors.id, id));
    if (!author) return notFound('No such author.');
    const rows = await blogQuery(db)
      .where(and(eq(t.blogPosts.authorId, id), published()))
      .orderBy(desc(t.blogPosts.publishedAt));
    return ok({
      author: toWire(lists.authors, undefined, lang)(author),
      blogs: rows.map(toBlog(lang, await tagNames(db, lang))),
    });
  },
};
