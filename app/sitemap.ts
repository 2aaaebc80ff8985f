import type { MetadataRoute } from 'next';
import { readCategories } from '@/lib/blog/articles';
import { readContent } from '@/lib/content/read';
import { site } from '@/lib/site';
import { LANGUAGES } from '@/lib/i18n/languages';
import { sitemapAlternates, sitemapDate, staticRoutes } from '@/lib/sitemap-routes';

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

type Entry = MetadataRoute.Sitemap[number];
/**
 * A page in both languages (issue 49): the English address and its Bangla twin,
 * each listing both as hreflang alternates (en, bn, x-default), as the pages do.
 */
const entry = (path: string, rest: Omit<Entry, 'url'>): Entry[] => {
  const languages = sitemapAlternates(site.url, path);
  if (!languages) return [];
  return LANGUAGES.map((lang) => ({
    url: languages[lang],
    ...rest,
    alternates: { languages },
  }));
};

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [articles, categories, media] = await Promise.all([
    allArticles(),
    readCategories(),
    readContent('newsVideos'),
  ]);
  return [
    ...staticRoutes().flatMap((path) => entry(path, { changeFrequency: 'weekly' })),
    ...categories
      .filter((c) => c.slug !== 'video' && c.slug !== 'publication')
      .flatMap((c) => entry(`/blogs/${c.slug}`, { changeFrequency: 'weekly' })),
    ...articles.flatMap((article) =>
      entry(`/blogs/details/${article.slug}`, {
        lastModified: sitemapDate(article.published_date),
      }),
    ),
    ...media.data.medias
      .filter((item) => item.media_type === 'news' && item.slug)
      .flatMap((item) =>
        entry(`/media-details/${item.slug}`, { lastModified: sitemapDate(item.created_at) }),
      ),
  ];
}
