import { hkdfSync, randomBytes } from 'node:crypto';

const RANDOM = Symbol.for('masco.auth-secret');
type Holder = { [RANDOM]?: string };

/**
 * The key better-auth signs session cookies with: AUTH_SECRET; else one derived
 * from REVALIDATE_SECRET (HKDF, so neither reveals the other); else a random key
 * of this process, which signs everyone out at a restart (said at start).
 */
export function authSecret(environment: Record<string, string | undefined> = process.env): string {
  const own = environment.AUTH_SECRET?.trim();
  if (own) return own;
  const shared = environment.REVALIDATE_SECRET?.trim();
  if (shared)
    return Buffer.from(hkdfSync('sha256', shared, 'masco', 'editing-area sessions', 32)).toString(
      'base64url',
    );
  const holder = globalThis as Holder;
  holder[RANDOM] ??= randomBytes(32).toString('base64url');
  return holder[RANDOM];
}

/**
 * Session cookies are Secure except where the site itself is plain http on this
 * machine (`npm run serve`, the tests): a browser would not send them back there.
 */
export function secureCookies(siteUrl: string): boolean {
  try {
    const url = new URL(siteUrl);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return !(url.protocol === 'http:' && loopback);
  } catch {
    return true;
  }
}
