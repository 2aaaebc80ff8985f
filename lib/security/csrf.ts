import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * CSRF token for the two form posts. Pages are cached and shared by every
 * visitor, so the token cannot be per session: it is an HMAC of the current day,
 * published in `<meta name="csrf-token">`, and accepted for that day and the
 * one before. The real barrier is the origin check and the custom header, which
 * a cross-site form cannot send without a CORS preflight that we never grant.
 */
const processSecret = randomBytes(32).toString('hex');
const secret = () => process.env.CSRF_SECRET || process.env.REVALIDATE_SECRET || processSecret;
const DAY = 86_400_000;

function tokenFor(day: number) {
  return createHmac('sha256', secret()).update(`csrf:${day}`).digest('base64url');
}

export function csrfToken(now = Date.now()) {
  return tokenFor(Math.floor(now / DAY));
}

export function isValidCsrfToken(token: string | null, now = Date.now()) {
  if (!token) return false;
  const today = Math.floor(now / DAY);
  const given = Buffer.from(token);
  return [today, today - 1].some((day) => {
    const expected = Buffer.from(tokenFor(day));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
