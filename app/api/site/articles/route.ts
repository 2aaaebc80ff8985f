import { readArticlePage, isCategorySlug } from '@/lib/blog/articles';
import { pageFrom } from '@/lib/pagination';

/**
 * The article list for the browser's client-side paging and filtering: one page,
 * parsed and display-ready (absolute image URLs, fallbacks applied), so the
 * browser needs no schema. 429 from the source is passed on for the client's
 * retry; any other failure is a 502 with a message, never a 500.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const category = url.searchParams.get('category');
  if (category !== null && !isCategorySlug(category))
    return Response.json({ message: 'Unknown category.' }, { status: 400 });
  const page = pageFrom(url.searchParams.get('page'));
  const result = await readArticlePage(category, page);
  if (result.throttled)
    return Response.json(
      { message: 'Too many requests. Please try again later.' },
      { status: 429, headers: { 'retry-after': '1', 'cache-control': 'no-store' } },
    );
  if (result.failed)
    return Response.json(
      { message: 'Failed to fetch blogs. Please try again later.' },
      { status: 502, headers: { 'cache-control': 'no-store' } },
    );
  return Response.json(
    { blogs: result.blogs, meta: result.meta },
    { headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' } },
  );
}
