const BASE = 'http://site.invalid';
const ELSEWHERE = 'http://elsewhere.invalid';

/**
 * A value a client sent (a `?next=`, a `?path=`, a Referer's path) as a path of
 * this site, or null. The one rule every redirect of the site follows: its
 * Location, resolved against any origin, stays on that origin. A check of the
 * raw text alone is not enough: the URL parser turns `/.//evil.example` into the
 * path `//evil.example`, which a browser reads as another host, and it reads
 * `/\` as `//`. So the value is parsed first and the result is held to the rule.
 * A control character (which cannot go in a Location header) or a backslash
 * refuses the value whole.
 */
export function sitePath(value: unknown): URL | null {
  if (typeof value !== 'string' || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value))
    return null;
  try {
    const url = new URL(value, BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === BASE && new URL(path, ELSEWHERE).origin === ELSEWHERE ? url : null;
  } catch {
    // `//` alone, say, is no address at all.
    return null;
  }
}
