import { CSRF_COOKIE, CSRF_MAX_AGE_SECONDS, newCsrfPair } from '@/lib/security/csrf';

/** A fresh CSRF token for the visitor forms, bound to a cookie set here (see lib/security/csrf.ts). */
export function GET(request: Request) {
  const { nonce, token } = newCsrfPair();
  const secure =
    new URL(request.url).protocol === 'https:' ||
    request.headers.get('x-forwarded-proto') === 'https';
  const cookie = [
    `${CSRF_COOKIE}=${nonce}`,
    'Path=/api/store',
    `Max-Age=${CSRF_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
  return Response.json(
    { token },
    { headers: { 'cache-control': 'no-store', 'set-cookie': cookie } },
  );
}
