import { trustedProxyHops } from './client-address';

const siteOrigin = () => {
  try {
    return new URL(process.env.SITE_URL ?? '').origin;
  } catch {
    return null;
  }
};

/** The origin a post names: its Origin, else its Referer's (a browser that leaves Origin out). */
function postOrigin(headers: Headers): string | null {
  const origin = headers.get('origin');
  if (origin) return origin;
  const referer = headers.get('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Whether a post comes from a page of this site: its Origin (or, without one, its
 * Referer) is this site's, scheme, host and port alike: SITE_URL's origin, or the
 * Host header's with the request's scheme (behind a trusted proxy, the
 * X-Forwarded-Host and X-Forwarded-Proto it sets). Without either header,
 * `requireOrigin` decides: browsers send one with every form post, scripts of the
 * JSON API may not (they still need its token).
 */
export function isSameOrigin(
  headers: Headers,
  { requireOrigin = false, protocol = 'http:' } = {},
): boolean {
  const given = postOrigin(headers);
  if (!given) return !requireOrigin;
  let origin: string;
  try {
    origin = new URL(given).origin;
  } catch {
    return false;
  }
  if (origin === 'null') return false;
  const proxied = trustedProxyHops() > 0;
  const forwardedProto = proxied && headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const scheme = forwardedProto ? `${forwardedProto}:` : protocol;
  const hosts = [headers.get('host'), proxied ? headers.get('x-forwarded-host') : null];
  const allowed = [siteOrigin(), ...hosts.filter(Boolean).map((host) => `${scheme}//${host}`)];
  return allowed.includes(origin);
}
