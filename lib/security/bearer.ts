import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { clientKey, requestClient } from './client-address';
import { isLimited, takeToken } from './rate-limit';

/** Wrong secrets a client may try per endpoint and minute before it is refused outright. */
export const BEARER_FAILURES_PER_MINUTE = 10;

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

const noStore = { 'cache-control': 'no-store' };

/**
 * The secret check of an operator endpoint: null when the secret is right, else
 * the answer: 401, or 429 once a client has sent BEARER_FAILURES_PER_MINUTE wrong
 * ones in a minute (its right secret included, so guessing stays slow).
 */
export async function refuseWithoutSecret(
  request: Request,
  scope: string,
  secret: string | undefined,
  headerName?: string,
): Promise<Response | null> {
  const key = `bearer:${scope}:${clientKey(requestClient(request.headers))}`;
  if (await isLimited(key, BEARER_FAILURES_PER_MINUTE)) {
    return Response.json(
      { message: 'Too many failed attempts. Please try again later.' },
      { status: 429, headers: { ...noStore, 'retry-after': '60' } },
    );
  }
  if (hasBearerSecret(request, secret, headerName)) return null;
  await takeToken(key, BEARER_FAILURES_PER_MINUTE);
  return Response.json({ message: 'Unauthorised.' }, { status: 401, headers: noStore });
}
