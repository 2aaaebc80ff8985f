import { NextResponse, type NextRequest } from 'next/server';

/**
 * The request layer (Next 16's name for middleware.ts; middleware.ts is
 * deprecated there). It runs only for the legacy paths in `config.matcher`, so
 * ordinary page requests never pay for it.
 *
 * - `/blogs/blog-details/{slug}` (the old home-page link form) → `/blogs/details/{slug}`
 * - `/mascoTopManagementImage` → `/management-message`
 * - `/fabric-r%26d`, `/masco-share%26security`: the `&` percent-encoded, which
 *   Next alone answers with 404 → the canonical path.
 *
 * And one rewrite: the blog lists with a `?page=` or `?category=` go to their
 * per-request renderers under /blogs/paged-view, so that the plain `/blogs` and
 * `/blogs/{category}` stay rendered once and cached (reading the query would make
 * every visit render).
 */
const PAGED = /^\/blogs(?:\/([a-z0-9][a-z0-9-]*))?$/;
const NOT_LISTS = new Set(['video', 'publication', 'paged-view']);

export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const url = request.nextUrl.clone();
  const list = pathname.match(PAGED);
  if (
    list &&
    !NOT_LISTS.has(list[1] ?? '') &&
    (searchParams.has('page') || searchParams.has('category'))
  ) {
    url.pathname = list[1] ? `/blogs/paged-view/${list[1]}` : '/blogs/paged-view';
    return NextResponse.rewrite(url);
  }
  if (pathname.startsWith('/blogs/blog-details/')) {
    url.pathname = pathname.replace('/blogs/blog-details/', '/blogs/details/');
  } else if (pathname === '/mascoTopManagementImage') {
    url.pathname = '/management-message';
  } else if (pathname.includes('%26')) {
    url.pathname = pathname.replace(/%26/g, '&');
  } else {
    return NextResponse.next();
  }
  return NextResponse.redirect(url, 308);
}

export const config = {
  matcher: [
    '/blogs/blog-details/:slug',
    '/mascoTopManagementImage',
    '/fabric-r%26d',
    '/masco-share%26security',
    // Only with a query: without one these stay off the request layer entirely.
    { source: '/blogs', has: [{ type: 'query', key: 'page' }] },
    { source: '/blogs', has: [{ type: 'query', key: 'category' }] },
    { source: '/blogs/:category', has: [{ type: 'query', key: 'page' }] },
  ],
};
