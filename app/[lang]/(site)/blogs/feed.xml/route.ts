import { firstAddresses } from '@/lib/admin/redirects';
import { rssFeed } from '@/lib/blog/feed';
import { readContent } from '@/lib/content/read';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';

export const revalidate = 300;

/**
 * RSS 2.0 of the latest articles, in the address's language (`/blogs/feed.xml`,
 * `/bn/blogs/feed.xml`). From the params: next/root-params is not for route handlers in Next 16.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang: asked } = await params;
  const lang = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
  // The articles in the feed's language (their Bangla where they have it), told: a route has no root params.
  const { data } = await readContent('blogs', { paging: { page: 1, per_page: 20 }, lang });
  const blogs = data.blogs.data;
  const ids = await firstAddresses(blogs.map((blog) => blog.slug)).catch(() => new Map());
  return new Response(rssFeed(blogs, ids, lang), {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
    },
  });
}
