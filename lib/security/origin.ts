import { trustedProxyHops } from './client-address';

const siteHost = () => {
  try {
    return new URL(process.env.SITE_URL ?? '').host;
  } catch {
    return null;
  }
};

/**
 * Whether a post comes from a page of this site: its Origin names this site's
 * host (SITE_URL's, the Host header's, or, behind a trusted proxy, the
 * X-Forwarded-Host it sets). Without an Origin, `requireOrigin` decides: browsers
 * send one with every form post, scripts of the JSON API may not.
 */
export function isSameOrigin(headers: Headers, { requireOrigin = false } = {}): boolean {
  const origin = headers.get('origin');
  if (!origin) return !requireOrigin;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const allowed = [siteHost(), headers.get('host')];
  if (trustedProxyHops() > 0) allowed.push(headers.get('x-forwarded-host'));
  return allowed.includes(host);
}
