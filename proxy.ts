import { NextResponse, type NextRequest } from 'next/server';
import { authSecret } from '@/lib/auth/secret';
import { languageCaseAddress, pathIn, splitPath } from '@/lib/i18n/languages';
import { publicAddress } from '@/lib/routing/rewrites';
import { fitsNoScriptAction, isFormActionCall } from '@/lib/security/action-request';
import {
  FORM_SIZE_LIMITS,
  inspectForm,
  type FormLimits,
  type FormVerdict,
} from '@/lib/security/form-size';
import { isSameOrigin } from '@/lib/security/origin';
import { takeSearch, TOO_MANY_SEARCHES } from '@/lib/security/search-limit';
import { hasSignedSessionCookie } from '@/lib/security/session-cookie';

/**
 * The request layer (Next 16's name for middleware.ts; middleware.ts is
 * deprecated there). It runs only for what `config.matcher` lists (form posts,
 * legacy paths, bad API escapes and search result pages), so other page requests
 * never pay for it. The earlier addresses of articles and blog categories are
 * redirected before Next sees the request (lib/http/moved-pages.ts): here they
 * cost every article request a third of its throughput.
 *
 * - `/blogs/blog-details/{slug}` (the old home-page link form) → `/blogs/details/{slug}`
 * - `/mascoTopManagementImage` → `/management-message`
 * - `/fabric-r%26d`, `/masco-share%26security`: the `&` percent-encoded, which
 *   Next alone answers with 404 → the canonical path.
 * - `/BN/career`, `/En`: a language prefix in another case → `/bn/career`, `/`. A page's
 *   own path keeps its case (`/Career` is the not-found page, as it always was); a
 *   language tag has none, and `[lang]` took `BN` for one and answered a bare 404.
 *
 * Rewrites live in next.config.ts (lib/routing/rewrites.ts): one made here would
 * reach the page through an HTTP hop to this same server wherever it listens on a
 * loopback address (vercel/next.js#94745).
 */

/** True when a path cannot be percent-decoded (`%E0%A4%A`, `%zz`, a lone `%`). */
function undecodable(pathname: string) {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The editing area's forms for a signed-out visitor: small. */
const SIGNED_OUT_FORMS = new Set([
  '/admin/sign-in',
  '/admin/forgot-password',
  '/admin/reset-password',
]);

/**
 * A post to the editing area gets staff limits only with a session that is live
 * now: a signed cookie whose session ended (signed out, revoked) is a signed-out
 * client's, who may not make the server read more. The store is asked only when
 * the cookie's signature holds, so a forged or absent cookie costs nothing.
 */
async function formLimits(pathname: string, headers: Headers): Promise<FormLimits> {
  if (!pathname.startsWith('/admin')) return FORM_SIZE_LIMITS.public;
  if (SIGNED_OUT_FORMS.has(pathname)) return FORM_SIZE_LIMITS.signIn;
  if (!hasSignedSessionCookie(headers.get('cookie'), authSecret()))
    return FORM_SIZE_LIMITS.anonymous;
  const { hasLiveSession } = await import('@/lib/auth/live-session');
  return (await hasLiveSession(headers)) ? FORM_SIZE_LIMITS.staff : FORM_SIZE_LIMITS.anonymous;
}

const FORM_EXPIRED = 'This form has expired. Reload the page and try again.';

const plainAnswer = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });

const REFUSALS: Record<Exclude<FormVerdict, 'ok'>, [number, string]> = {
  'too-large': [413, 'The form is too large.'],
  'too-many-fields': [413, 'The form has too many fields.'],
  unreadable: [400, 'The form could not be read.'],
};

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const lowerCased = languageCaseAddress(pathname);
  if (lowerCased) {
    const url = new URL(lowerCased, request.nextUrl);
    url.search = request.nextUrl.search;
    return NextResponse.redirect(url, 308);
  }
  // The rewrites' own targets, asked for directly: to the address that is counted and cached.
  const canonical =
    request.method === 'GET' || request.method === 'HEAD' ? publicAddress(pathname) : null;
  if (canonical) {
    const url = new URL(canonical, request.nextUrl);
    if (!canonical.includes('?')) url.search = request.nextUrl.search;
    return NextResponse.redirect(url, 308);
  }
  const { lang, path } = splitPath(pathname);
  if (path === '/search' && request.method !== 'POST') {
    if (!request.nextUrl.searchParams.has('q')) return NextResponse.next();
    const rate = await takeSearch(request.headers);
    return rate.allowed
      ? NextResponse.next()
      : plainAnswer(429, TOO_MANY_SEARCHES, { 'retry-after': String(rate.retryAfter) });
  }
  // A form post to a page is a server action (the visitor forms without JavaScript).
  // Next answers one from another site, or a body it cannot read, with a 500.
  if (request.method === 'POST') {
    // A browser's form post names its page: Origin, or at least a Referer (issue 26).
    const sameOrigin = isSameOrigin(request.headers, {
      requireOrigin: true,
      protocol: request.nextUrl.protocol,
    });
    if (!sameOrigin) return plainAnswer(403, FORM_EXPIRED);
    const limits = await formLimits(pathname, request.headers);
    if (Number(request.headers.get('content-length')) > limits.bytes)
      return plainAnswer(...REFUSALS['too-large']);
    const verdict = await inspectForm(request.clone(), limits, fitsNoScriptAction);
    if (verdict !== 'ok') return plainAnswer(...REFUSALS[verdict]);
    // A call with JavaScript on: Next answers a body it cannot decode with a 500.
    if (request.headers.has('next-action') && !(await isFormActionCall(request.clone())))
      return plainAnswer(...REFUSALS.unreadable);
  }
  // Next answers 500 when it cannot decode a dynamic segment: this is the client's
  // mistake. A page gets the site's 404 page (a rewrite in next.config.ts).
  if (pathname.startsWith('/api/') && pathname.includes('%') && undecodable(pathname)) {
    return Response.json({ message: 'The address could not be decoded.' }, { status: 400 });
  }
  const url = request.nextUrl.clone();
  if (path.startsWith('/blogs/blog-details/')) {
    url.pathname = pathIn(lang, path.replace('/blogs/blog-details/', '/blogs/details/'));
  } else if (path === '/mascoTopManagementImage') {
    url.pathname = pathIn(lang, '/management-message');
  } else if (pathname.includes('%26')) {
    url.pathname = pathname.replace(/%26/g, '&');
  } else {
    return NextResponse.next();
  }
  return NextResponse.redirect(url, 308);
}

export const config = {
  matcher: [
    // Form posts to pages only (the server actions of the forms without JavaScript).
    {
      source: '/((?!api/|_next/).*)',
      has: [
        {
          type: 'header',
          key: 'content-type',
          value: '(?:multipart/form-data|application/x-www-form-urlencoded).*',
        },
      ],
    },
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
    // An API path with a `%` that does not start a valid ASCII escape (the rest pass untouched).
    '/api/:path(.*%(?![0-7][0-9A-Fa-f]).*)',
    '/blogs/blog-details/:slug',
    '/bn/blogs/blog-details/:slug',
    '/mascoTopManagementImage',
    '/bn/mascoTopManagementImage',
    // Result pages, counted per client (lib/security/search-limit.ts).
    { source: '/search', has: [{ type: 'query', key: 'q' }] },
    { source: '/bn/search', has: [{ type: 'query', key: 'q' }] },
    // The rewrites' targets, when a client asks for one itself (lib/routing/rewrites.ts).
    '/search/results/:path*',
    '/bn/search/results/:path*',
    '/blogs/paged-view',
    '/blogs/paged-view/:path*',
    '/bn/blogs/paged-view',
    '/bn/blogs/paged-view/:path*',
    // The English pages' internal path (app/[lang] with `en`): to their address.
    '/en',
    '/en/:path*',
    '/fabric-r%26d',
    '/masco-share%26security',
    // A language prefix in another case (the matcher, unlike the routes, minds case).
    '/:lang(BN|Bn|bN|EN|En|eN)',
    '/:lang(BN|Bn|bN|EN|En|eN)/:path*',
    '/bn/fabric-r%26d',
    '/bn/masco-share%26security',
  ],
};
