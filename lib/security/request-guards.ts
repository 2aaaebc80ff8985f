import type http from 'node:http';
import { beforeEachRequest } from '@/lib/http/before-each-request';
import { authSecret } from '@/lib/auth/secret';
import { FORM_SIZE_LIMITS } from './form-size';
import { hasSignedSessionCookie } from './session-cookie';

/**
 * Checks made on the raw request, before Next reads or routes any of it, for
 * what Next would otherwise pay for first: an image spelled a new way, a public
 * form's body past its limit, a header that skips the page cache. Installed
 * once at start (instrumentation.ts).
 */
export function guardRequests() {
  beforeEachRequest('request-guards', (request, response) => {
    dropCacheBypass(request);
    const url = request.url ?? '/';
    const lowered = lowercasedRoute(url);
    if (lowered) {
      response.writeHead(308, { location: lowered, 'cache-control': 'no-store' }).end();
      return true;
    }
    if (request.method === 'POST') return limitPublicPost(request, response, url);
    if (url.startsWith('/_next/image')) return guardImage(url, response);
    return false;
  });
}

const refuse = (response: http.ServerResponse, status: number, message: string) => {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(message);
  return true;
};

/**
 * A local picture in its one spelling: segments of letters, digits, `.`, `_`
 * and `-`, none starting with a dot. The optimiser keys its cache by the `url`
 * parameter as sent, so `/demo/./a.webp`, `/demo//a.webp` or `/demo/a%2Ewebp`
 * would each be one more fetch and resize of the same picture; and it reads
 * `/\evil.example/media/a.webp` as the host evil.example (a 500 when fetched).
 */
const LOCAL_IMAGE = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;
/** A picture by its name: a PDF in a picture folder would be fetched and refused on every request. */
const PICTURE = /\.(?:jpe?g|png|webp|gif|avif|svg)$/;
const NOT_ALLOWED = 'The image address is not allowed.';

/** Why the optimiser must not take this request (a 400), or null. */
export function imageRequestProblem(search: URLSearchParams): string | null {
  const urls = search.getAll('url');
  if (urls.length !== 1) return 'Name one image.';
  const url = urls[0]!;
  if (url.startsWith('/')) return LOCAL_IMAGE.test(url) && PICTURE.test(url) ? null : NOT_ALLOWED;
  // An upstream CMS's picture (next.config.ts allows its host): the same rule for its path.
  try {
    const { href, origin, pathname } = new URL(url);
    return href === `${origin}${pathname}` && href === url && LOCAL_IMAGE.test(pathname)
      ? null
      : NOT_ALLOWED;
  } catch {
    return NOT_ALLOWED;
  }
}

/** So that a client causes at most one resize per picture, width, quality and format. */
function guardImage(url: string, response: http.ServerResponse) {
  const parsed = new URL(url, 'http://site.invalid');
  if (parsed.pathname !== '/_next/image') return false;
  const problem = imageRequestProblem(parsed.searchParams);
  return problem ? refuse(response, 400, problem) : false;
}

/** How long a refused post's socket keeps taking (and dropping) bytes after the 413. */
const LINGER_MS = 2000;

/** Paths whose posts are the editing area's (uploads, whole records) or the JSON API's, which read their own bodies within limits. */
const OWN_LIMITS = /^\/(?:admin|api|_next)(?:[/?]|$)/;

/**
 * A post to a public page (a visitor form without JavaScript, or a made-up
 * action) is cut off as soon as it passes the public form's limit, however it
 * is framed: Next buffers a page post whole for proxy.ts (up to 11 MB, for
 * staff uploads) before anything can look at it, so a body sent slowly in
 * chunks held the server for as long as the sender liked.
 */
function limitPublicPost(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  url: string,
) {
  if (OWN_LIMITS.test(url)) return false;
  const limit = FORM_SIZE_LIMITS.public.bytes;
  // The socket is closed a moment after the 413, as nginx's lingering close does,
  // what still arrives meanwhile dropped: closed at once with unread bytes in it (as
  // Node does after `Connection: close`), the client gets a reset instead of the
  // answer. Whoever waits for the body (Next) then learns it will not come.
  const tooLarge = () => {
    refuse(response, 413, 'The form is too large.');
    response.once('finish', () => setTimeout(() => request.destroy(), LINGER_MS).unref());
  };
  if (Number(request.headers['content-length']) > limit) return (tooLarge(), true);
  let received = 0;
  let refused = false;
  // The body's bytes reach the request stream through push(), before any reader.
  const push = request.push.bind(request);
  request.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (refused) return false;
    if (chunk) received += chunk.length;
    if (received <= limit) return push(chunk, encoding);
    refused = true;
    if (!response.headersSent) tooLarge();
    else request.destroy();
    return false;
  };
  return false;
}

/**
 * Next answers `/SEARCH?q=…` with the search page as `/search` does, but the
 * request layer's matcher (which counts searches) and the rewrites are case
 * sensitive, so a capital letter skipped the search limit and the result-page
 * cache. Such an address is sent to its lower-case spelling (the query as it is).
 */
const CASE_FOLDED = /^\/(?:search|blogs\/paged-view)(?=[/?]|$)/i;

export function lowercasedRoute(url: string): string | null {
  const match = CASE_FOLDED.exec(url);
  if (!match || match[0] === match[0].toLowerCase()) return null;
  return match[0].toLowerCase() + url.slice(match[0].length);
}

/**
 * Next renders a page afresh, skipping the cache, for a request that carries
 * the build's preview id in `x-prerender-revalidate`. Anyone who ever previewed
 * a draft holds that id (it is the draft cookie's value), so a client could
 * make every request a full render. The site never revalidates that way (its
 * own refresh is by tag, /api/revalidate), so the header is dropped.
 */
function dropCacheBypass(request: http.IncomingMessage) {
  delete request.headers['x-prerender-revalidate'];
  delete request.headers['x-prerender-revalidate-if-generated'];
  // The same for draft mode's cookie: it renders every page afresh, so it counts only
  // beside a session cookie this server signed (a preview needs a live session anyway).
  const cookie = request.headers.cookie;
  if (cookie?.includes(PREVIEW_COOKIE) && !hasSignedSessionCookie(cookie, authSecret()))
    request.headers.cookie = cookie
      .split(';')
      .filter((pair) => !pair.trim().startsWith(PREVIEW_COOKIE))
      .join(';');
}

const PREVIEW_COOKIE = '__prerender_bypass=';
