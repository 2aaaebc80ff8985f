import 'server-only';
import { readContent } from '@/lib/content/read';
import type { Blog, Meta } from '@/lib/content/contract';
import { PER_PAGE } from '@/lib/copy/blog';
import type { Language } from '@/lib/i18n/languages';

export type ArticlePage = {
  blogs: Blog[];
  meta: Meta;
  /** The source failed; `throttled` when it answered 429. */
  failed: boolean;
  throttled: boolean;
};

/** A category slug as it may appear in a path: lower-case words and dashes. */
export const isCategorySlug = (value: unknown): value is string =>
  typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,80}$/.test(value);

/**
 * One page of the article list, all articles or one category's: in the page's
 * language, or in `lang` (the browser's later pages, through /api/site/articles).
 */
export async function readArticlePage(
  category: string | null,
  page: number,
  lang?: Language,
): Promise<ArticlePage> {
  const paging = { page, per_page: PER_PAGE };
  const language = lang ? { lang } : {};
  const result = category
    ? await readContent('categoryBlogs', {
        params: { category_slug: category },
        paging,
        ...language,
      })
    : await readContent('blogs', { paging, ...language });
  return {
    blogs: result.data.blogs.data,
    meta: result.data.blogs.meta,
    failed: result.status === 'fallback',
    throttled: Boolean(result.throttled),
  };
}

/** The categories in wire order, as `{ slug, name }`; empty when the source fails. */
export async function readCategories() {
  const { data } = await readContent('categories');
  return Object.entries(data.categories).map(([slug, name]) => ({ slug, name }));
}
