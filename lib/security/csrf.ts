import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * CSRF protection for the two form posts: a signed token bound to a cookie.
 * Pages are cached and shared by every visitor, so no token can live in their
 * HTML. Instead the form asks `GET /api/csrf` before its first post: that answer
 * sets an HttpOnly cookie holding a random nonce and returns the token
 * `<nonce>.<HMAC(nonce)>`, which the page puts into `<meta name="csrf-token">`
 * and sends as `X-CSRF-TOKEN`. A post passes only when the token's signature is
 * ours and its nonce is the one in the visitor's cookie; the origin check and
 * the custom header (which a cross-site form cannot send without a CORS
 * preflight we never grant) stand in front of it.
 */
export const CSRF_COOKIE = 'masco_csrf';
export const CSRF_MAX_AGE_SECONDS = 60 * 60 * 24;

// Without a configured secret, one random key per process. It lives on
// globalThis because each route bundle has its own copy of this module, and the
// route that signs (/api/csrf) and the ones that verify must share the key.
const PROCESS_SECRET = Symbol.for('masco.csrf-secret');
const processSecret = () =>
  ((globalThis as { [PROCESS_SECRET]?: string })[PROCESS_SECRET] ??=
    randomBytes(32).toString('hex'));
const secret = () => process.env.CSRF_SECRET || process.env.REVALIDATE_SECRET || processSecret();
const sign = (nonce: string) =>
  createHmac('sha256', secret()).update(`csrf:${nonce}`).digest('base64url');

export function newCsrfPair() {
  const nonce = randomBytes(18).toString('base64url');
  return { nonce, token: `${nonce}.${sign(nonce)}` };
}

export function isValidCsrfToken(
  token: string | null,
  cookieNonce: string | null | undefined,
): boolean {
  if (!token || !cookieNonce) return false;
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined || nonce !== cookieNonce) return false;
  const expected = Buffer.from(sign(nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The value of one cookie from a Cookie header. */
export function cookieValue(header: string | null, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}
