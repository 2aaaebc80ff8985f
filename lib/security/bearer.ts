import 'server-only';
import { timingSafeEqual } from 'node:crypto';

/** True when the request carries `secret` as `Authorization: Bearer <secret>` (or in `headerName`). */
export function hasBearerSecret(
  request: Request,
  secret: string | undefined,
  headerName?: string,
): boolean {
  const given =
    (headerName && request.headers.get(headerName)) ||
    request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ||
    '';
  if (!secret || !given) return false;
  const a = Buffer.from(secret);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
