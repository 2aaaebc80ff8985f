/**
 * The response headers every page and file carries (next.config.ts).
 *
 * The Content-Security-Policy allows scripts from this origin plus inline scripts,
 * and no eval. Next streams each page's data as small inline scripts whose content
 * differs per page; a nonce would have to be new on every response, which makes
 * every page dynamic and uncacheable, and hashes cannot be known for pages that
 * are rendered on request. So pages stay cached and inline scripts are allowed,
 * while everything else is locked down: no eval, no plugins, no foreign frames but
 * the map and video players, no foreign forms, no framing of this site, and every
 * piece of CMS HTML goes through one allowlist sanitiser (lib/html.ts) first.
 *
 * An uploaded file under /files/ has a policy of its own instead (no script at all,
 * sandboxed: app/files/[hash]/[name]/route.ts).
 *
 * The policies that govern a document (CSP, framing, permissions) are left off the
 * build's hashed scripts, styles and fonts under /_next/static/, where they mean
 * nothing: they were 600 of every such response's 1,000 header bytes, and a page
 * loads a dozen of them on a phone's first visit. Every response keeps HSTS,
 * nosniff and the referrer policy.
 */
export function securityHeaders({
  cmsOrigin,
  production,
}: {
  cmsOrigin?: string | null;
  production: boolean;
}) {
  const images = ["'self'", 'data:', 'blob:', cmsOrigin, 'https://i.ytimg.com'].filter(Boolean);
  const csp = [
    "default-src 'self'",
    // Development needs eval for fast refresh; production never does.
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://www.google.com https://maps.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      ],
    },
    {
      // An uploaded file carries its own, sandboxed policy (app/files): a header set
      // here would replace the route's.
      source: '/:path((?!_next/static/|files/).*)',
      headers: [{ key: 'Content-Security-Policy', value: csp }],
    },
    {
      source: '/:path((?!_next/static/).*)',
      headers: [
        { key: 'X-Frame-Options', value: 'DENY' },
        {
          key: 'Permissions-Policy',
          value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
        },
      ],
    },
    {
      // The editing area: never indexed, never kept by a browser or proxy cache.
      source: '/admin/:path*',
      headers: [
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        { key: 'Cache-Control', value: 'private, no-store' },
      ],
    },
  ];
}

/**
 * The headers of securityHeaders() that Next adds to a response to `path` (its
 * sources as next.config.ts gives them: `/:path*`, `/prefix/:path*` and
 * `/:path(<regexp>)`), for answers sent before Next sees the request
 * (lib/http/serve-files.ts).
 */
export function securityHeadersFor(path: string, options: Parameters<typeof securityHeaders>[0]) {
  const found: Record<string, string> = {};
  for (const rule of securityHeaders(options)) {
    const prefix = /^(\/[^:]+)\/:path\*$/.exec(rule.source)?.[1];
    const pattern = /^\/:path\((.*)\)$/.exec(rule.source)?.[1];
    const applies =
      rule.source === '/:path*' ||
      (prefix !== undefined && (path === prefix || path.startsWith(`${prefix}/`))) ||
      (pattern !== undefined && new RegExp(`^(?:${pattern})$`).test(path.slice(1)));
    if (applies) for (const { key, value } of rule.headers) found[key] = value;
  }
  return found;
}
