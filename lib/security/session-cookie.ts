import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether a request carries a session cookie this server signed (better-auth's
 * `<token>.<HMAC-SHA256 in base64>`, under the `masco.` prefix, `__Secure-` on
 * https). It says nothing of whether the session is still live, which the action
 * itself checks in the store; it tells a member of staff's post (who may send a
 * whole record or an upload) from an anonymous one before any of the body is read.
 */
export function hasSignedSessionCookie(cookieHeader: string | null, secret: string): boolean {
  if (!cookieHeader) return false;
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    if (name !== 'masco.session_token' && name !== '__Secure-masco.session_token') continue;
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      continue;
    }
    const dot = value.lastIndexOf('.');
    if (dot <= 0) continue;
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(
      createHmac('sha256', secret).update(value.slice(0, dot)).digest('base64'),
    );
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return false;
}
