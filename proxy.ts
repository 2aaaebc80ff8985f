import { NextResponse, type NextRequest } from 'next/server';

/**
 * The request layer (Next 16's name for middleware.ts). `/fabric-r&d` and
 * `/masco-share&security` arrive percent-encoded (`%26`) from some clients; Next
 * alone would answer those with 404, so they are sent to the canonical path.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.includes('%26')) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.replace(/%26/g, '&');
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/|api/|favicon.ico|demo/|placeholders/).*)'],
};
