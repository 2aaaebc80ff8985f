const LOOPBACK = /^(localhost|127(?:\.\d+){3}|\[::1\])$/;

/**
 * What a production server should say about SITE_URL, the address canonical
 * links, Open Graph, the sitemap and the feed are written with: nothing; a
 * warning when it is unset or on this machine; a refusal to start when the site
 * is plainly deployed (DATABASE_URL or REDIS_URL set) and it is unset or no URL.
 */
export function siteUrlCheck(environment: Record<string, string | undefined>): {
  level: 'ok' | 'warn' | 'fatal';
  message?: string;
} {
  const raw = environment.SITE_URL?.trim();
  const deployedBy = ['DATABASE_URL', 'REDIS_URL'].find((name) => environment[name]?.trim());
  if (!raw) {
    const consequence =
      'canonical links, Open Graph, the sitemap and the feed point at http://localhost:3000. Set it to the public address, for example SITE_URL=https://www.mascobd.com.';
    if (deployedBy)
      return {
        level: 'fatal',
        message: `SITE_URL is unset and ${deployedBy} is set (a deployed site): ${consequence}`,
      };
    return { level: 'warn', message: `SITE_URL is unset: ${consequence}` };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return {
      level: 'fatal',
      message: `SITE_URL (${raw}) is not a URL: set it to the public address, for example https://www.mascobd.com.`,
    };
  }
  if (LOOPBACK.test(url.hostname))
    return {
      level: 'warn',
      message: `SITE_URL is ${url.origin}, an address on this machine: search engines and link previews cannot reach it.`,
    };
  return { level: 'ok' };
}
