import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Store } from './db';
import { blogPosts, files } from './schema';

/** The alt text an editor gave a picture uploaded to the store (`/files/<hash>/<name>`), else ''. */
export const uploadAltSql = (picture: AnyPgColumn | SQL) =>
  sql<string>`coalesce((select ${files.alt} from ${files} where ${picture} like '/files/%' and ${files.hash} = split_part(${picture}, '/', 3)), '')`;

/**
 * An article's one picture: its featured image, else the thumbnail an article
 * saved before there was one picture may have alone.
 */
export const articlePictureSql = (posts: typeof blogPosts = blogPosts) =>
  sql<string>`coalesce(nullif(${posts.featuredImage}, ''), ${posts.thumbnail})`;

/** The English alt text of an article's picture (the file's own), as a column of a query. */
export const pictureAltSql = (posts: typeof blogPosts = blogPosts) =>
  uploadAltSql(articlePictureSql(posts));

/** The same of one picture's address, read on its own, else ''. */
export async function uploadAlt(db: Store, picture: string): Promise<string> {
  const hash = picture.startsWith('/files/') ? (picture.split('/')[2] ?? '') : '';
  if (!hash) return '';
  const [file] = await db.select({ alt: files.alt }).from(files).where(eq(files.hash, hash));
  return file?.alt ?? '';
}

/** The wire's two alt texts of an article's one picture (the contract's `thumbnail` is the same picture). */
export const pictureAlts = (alt: unknown) => {
  const text = typeof alt === 'string' ? alt : '';
  return { thumbnail_alt: text, featured_image_alt: text };
};
