import { firstAddresses } from '@/lib/admin/redirects';
import { rssFeed } from '@/lib/blog/feed';
import { readContent } from '@/lib/content/read';

export const revalidate = 300;

/** RSS 2.0 of the latest articles. */
export async function GET() {
  const { data } = await readContent('blogs', { paging: { page: 1, per_page: 20 } });
  const blogs = data.blogs.data;
  const ids = await firstAddresses(blogs.map((blog) => blog.slug)).catch(() => new Map());
  return new Response(rssFeed(blogs, ids), {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
    },
  });
}
