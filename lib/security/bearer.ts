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
 * A secret check that slows guessing: null when `check` accepts what the request
 * carries, else the answer: 401 with `refusal`, or 429 once a client has had
 * BEARER_FAILURES_PER_MINUTE refusals in a minute from this endpoint (then even
 * a right secret waits, so guessing stays slow). Refused clients are counted per
 * `scope`, so a flood on one door does not close another.
 */
export async function refuseAfterFailures(
  request: Request,
  scope: string,
  check: () => boolean | Promise<boolean>,
  refusal = 'Unauthorised.',
): Promise<Response | null> {
  const key = `bearer:${scope}:${clientKey(requestClient(request.headers))}`;
  if (await isLimited(key, BEARER_FAILURES_PER_MINUTE)) {
    return Response.json(
      { message: 'Too many failed attempts. Please try again later.' },
      { status: 429, headers: { ...noStore, 'retry-after': '60' } },
    );
  }
  if (await check()) return null;
  await takeToken(key, BEARER_FAILURES_PER_MINUTE);
  return Response.json({ message: refusal }, { status: 401, headers: noStore });
}

/** The secret check of an operator endpoint (refuseAfterFailures with a bearer secret). */
export const refuseWithoutSecret = (
  request: Request,
  scope: string,
  secret: string | undefined,
  headerName?: string,
) => refuseAfterFailures(request, scope, () => hasBearerSecret(request, secret, headerName));
