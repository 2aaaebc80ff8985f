import type { MetadataRoute } from 'next';
import { readCategories } from '@/lib/blog/articles';
import { readContent } from '@/lib/content/read';
import { site } from '@/lib/site';
import { staticRoutes } from '@/lib/sitemap-routes';

/** How many pages of 50 articles the sitemap follows at most. */
const MAX_ARTICLE_PAGES = 20;

async function allArticles() {
  const first = await readContent('blogs', { paging: { page: 1, per_page: 50 } });
  const last = Math.min(first.data.blogs.meta.last_page, MAX_ARTICLE_PAGES);
  const rest = await Promise.all(
    Array.from({ length: last - 1 }, (_, i) =>
      readContent('blogs', { paging: { page: i + 2, per_page: 50 } }),
    ),
  );
  return [first, ...rest].flatMap((r) => r.data.blogs.data);
}

const url = (path: string) => `${site.url}${encodeURI(path)}`;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [articles, categories, media] = await Promise.all([
    allArticles(),
    readCategories(),
    readContent('newsVideos'),
  ]);
  return [
    ...staticRoutes().map((path) => ({ url: url(path), changeFrequency: 'weekly' as const })),
    ...categories
      .filter((c) => c.slug !== 'video' && c.slug !== 'publication')
      .map((c) => ({ url: url(`/blogs/${c.slug}`), changeFrequency: 'weekly' as const })),
    ...articles.map((article) => ({
      url: url(`/blogs/details/${article.slug}`),
      lastModified: article.published_date ?? undefined,
    })),
    ...media.data.medias
      .filter((item) => item.media_type === 'news' && item.slug)
      .map((item) => ({
        url: url(`/media-details/${item.slug}`),
        lastModified: item.created_at ?? undefined,
      })),
  ];
}
