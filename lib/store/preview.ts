import 'server-only';
import { desc, eq, or, sql } from 'drizzle-orm';
import { toWire } from '@/lib/content/list-wire';
import { lists, wireViews } from '@/lib/content/lists';
import { readingTime } from '@/lib/content/reading-time';
import type { Language } from '@/lib/i18n/languages';
import { translatedField } from '@/lib/i18n/translate';
import { iso, notFound, ok } from './answers';
import type { Store } from './db';
import * as t from './schema';
import { tagNames } from './tag-names';
import { pictureAlts, uploadAlt } from './upload-alt';
import { articlePictureAlt } from '@/lib/content/article-picture-alt';

/**
 * What an editor's preview (draft mode) shows of one article or news item: the
 * row at that address whatever its state (hidden, scheduled), with its
 * unpublished draft over it; a draft that moves the item to this address wins.
 */
async function previewRow<T extends typeof t.blogPosts | typeof t.mediaItems>(
  db: Store,
  table: T,
  slug: string,
) {
  const draftSlug = sql`${table.draft}->'values'->>'slug'`;
  const [row] = await db
    .select()
    .from(table as typeof t.blogPosts)
    .where(or(eq(table.slug, slug), sql`${draftSlug} = ${slug}`))
    .orderBy(desc(sql`coalesce(${draftSlug} = ${slug}, false)`))
    .limit(1);
  if (!row) return null;
  return { ...row, ...row.draft?.values } as T['$inferSelect'];
}

const date = (value: Date | string) => iso(new Date(value));

export async function previewBlogDetails(db: Store, slug: string, lang: Language = 'en') {
  const post = await previewRow(db, t.blogPosts, slug);
  if (!post) return notFound('No blog with this slug.');
  // One picture (lib/store/blog-answers.ts): the featured image, else an old thumbnail.
  const picture = post.featuredImage || post.thumbnail;
  const [[author], pictureAlt, tags] = await Promise.all([
    // A draft of no more than a title has no author yet.
    post.authorId === null
      ? []
      : db.select().from(t.authors).where(eq(t.authors.id, post.authorId)),
    uploadAlt(db, picture),
    tagNames(db, lang),
  ]);
  return ok({
    details: {
      ...toWire(lists.blogPosts, wireViews.article, lang)(post),
      tags: post.tags.map((tag) => tags.get(tag) ?? tag),
      thumbnail: picture,
      featured_image: picture,
      ...pictureAlts(translatedField(pictureAlt, post.bn, articlePictureAlt.key, lang)),
      reading_time: readingTime(post.description),
      published_date: date(post.publishedAt),
      author: author ? translatedField(author.fullName, author.bn, 'fullName', lang) : '',
      author_id: post.authorId,
      category_slug: post.categorySlug,
    },
  });
}

export async function previewMediaDetails(db: Store, slug: string, lang: Language = 'en') {
  const item = await previewRow(db, t.mediaItems, slug);
  if (!item || item.mediaType !== 'news') return notFound('No media item with this slug.');
  return ok({
    details: {
      ...toWire(lists.mediaItems, wireViews.mediaDetails, lang)(item),
      created_at: date(item.createdAt),
    },
  });
}
