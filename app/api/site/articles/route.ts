import { isCategorySlug, readArticlePage } from '@/lib/blog/articles';
import { isLanguage } from '@/lib/i18n/languages';
import { pageFrom } from '@/lib/pagination';
import { clientKey, requestClient } from '@/lib/security/client-address';
import { takeToken, tooManyRequests } from '@/lib/security/rate-limit';

/** Pages a client may ask for per minute (a reader pages a few times a minute at most). */
const PAGES_PER_MINUTE = 300;

/**
 * The article list for the browser's client-side paging and filtering: one page,
 * parsed and display-ready (absolute image URLs, fallbacks applied), so the
 * browser needs no schema. 429 from the source is passed on for the client's
 * retry; any other failure is a 502 with a message, never a 500. Not remembered
 * here: the retry after a 429 must reach the source again. `?lang=bn`: the Bangla
 * list's pages (its Bangla values over the English); without it, English as ever.
 */
export async function GET(request: Request) {
  const rate = await takeToken(
    `site-articles:${clientKey(requestClient(request.headers))}`,
    PAGES_PER_MINUTE,
  );
  if (!rate.allowed) return tooManyRequests(rate.retryAfter);
  const url = new URL(request.url);
  const category = url.searchParams.get('category');
  if (category !== null && !isCategorySlug(category))
    return Response.json({ message: 'Unknown category.' }, { status: 400 });
  const lang = url.searchParams.get('lang') ?? 'en';
  if (!isLanguage(lang)) return Response.json({ message: 'Unknown language.' }, { status: 400 });
  const page = pageFrom(url.searchParams.get('page'));
  const result = await readArticlePage(category, page, lang);
  // The source's own 429, passed on for the browser's retry.
  if (result.throttled) return tooManyRequests(1);
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
