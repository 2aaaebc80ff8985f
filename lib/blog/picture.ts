import type { Blog } from '@/lib/content/contract';
import { isPlaceholder } from '@/lib/content/placeholders';

/**
 * An article's one picture, for its page, its cards and its share card: the
 * featured image, else (an upstream CMS's older article) its thumbnail; null
 * when it has none, and the article is laid out without one (no placeholder).
 */
export function articlePicture(
  blog: Pick<Blog, 'featured_image' | 'featured_image_alt' | 'thumbnail' | 'thumbnail_alt'>,
): { src: string; alt: string } | null {
  if (blog.featured_image && !isPlaceholder(blog.featured_image))
    return { src: blog.featured_image, alt: blog.featured_image_alt ?? '' };
  if (blog.thumbnail && !isPlaceholder(blog.thumbnail))
    return { src: blog.thumbnail, alt: blog.thumbnail_alt ?? '' };
  return null;
}
