import { rssFeed } from '@/lib/blog/feed';
import { readContent } from '@/lib/content/read';

export const revalidate = 300;

/** RSS 2.0 of the latest articles. */
export async function GET() {
  const { data } = await readContent('blogs', { paging: { page: 1, per_page: 20 } });
  return new Response(rssFeed(data.blogs.data), {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
    },
  });
}
