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
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const url = request.nextUrl.clone();
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
  ],
};
