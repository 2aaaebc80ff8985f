import { describe, expect, it } from 'vitest';
import { securityHeaders } from './headers';

type Rule = ReturnType<typeof securityHeaders>[number];

/**
 * A request path as Next matches a rule's source: `/:path*` everything, `/admin/:path*`
 * the editing area, `/:path(<regexp>)` the path (without its leading slash) against
 * the expression.
 */
function applies(rule: Rule, path: string): boolean {
  if (rule.source === '/:path*') return true;
  const prefix = /^(\/[^:]+)\/:path\*$/.exec(rule.source)?.[1];
  if (prefix) return path === prefix || path.startsWith(`${prefix}/`);
  const pattern = /^\/:path\((.*)\)$/.exec(rule.source)?.[1];
  if (pattern === undefined) throw new Error(`a source this test does not read: ${rule.source}`);
  return new RegExp(`^(?:${pattern})$`).test(path.slice(1));
}

/** Every header a response to `path` carries, by name. */
function headersFor(
  path: string,
  options = { production: true, cmsOrigin: null as string | null },
) {
  const found: Record<string, string> = {};
  for (const rule of securityHeaders(options))
    if (applies(rule, path)) for (const { key, value } of rule.headers) found[key] = value;
  return found;
}

const directives = (csp: string | undefined) =>
  Object.fromEntries(
    (csp ?? '').split('; ').map((part) => {
      const [name, ...values] = part.split(' ');
      return [name, values];
    }),
  );

describe('the security headers', () => {
  it('every response, a page, a build file or an upload, has HSTS, nosniff and the referrer policy', () => {
    for (const path of ['/', '/knitting', '/_next/static/chunks/app.js', '/files/ab12/x.pdf']) {
      expect(headersFor(path), path).toMatchObject({
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      });
    }
  });

  it('a page may not be framed and gets the policy: own scripts, no eval, no plugins, forms only here', () => {
    const page = headersFor('/blogs/details/knit-trials');
    expect(page['X-Frame-Options']).toBe('DENY');
    expect(page['Permissions-Policy']).toContain('camera=()');
    const csp = directives(page['Content-Security-Policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://www.google.com',
      'https://maps.google.com',
    ]);
  });

  it('eval is allowed in development only (fast refresh needs it)', () => {
    const development = headersFor('/', { production: false, cmsOrigin: null });
    expect(directives(development['Content-Security-Policy'])['script-src']).toContain(
      "'unsafe-eval'",
    );
    expect(headersFor('/')['Content-Security-Policy']).not.toContain('unsafe-eval');
  });

  it("pictures may come from the CMS's origin when there is one, and from no other", () => {
    const withCms = headersFor('/', { production: true, cmsOrigin: 'https://cms.example.com' });
    expect(directives(withCms['Content-Security-Policy'])['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cms.example.com',
      'https://i.ytimg.com',
    ]);
    expect(directives(headersFor('/')['Content-Security-Policy'])['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://i.ytimg.com',
    ]);
  });

  it("the build's hashed files carry no document policy; an upload keeps its route's own", () => {
    const built = headersFor('/_next/static/chunks/app.js');
    expect(built).not.toHaveProperty('Content-Security-Policy');
    expect(built).not.toHaveProperty('X-Frame-Options');
    expect(built).not.toHaveProperty('Permissions-Policy');
    const upload = headersFor('/files/ab12/brochure.pdf');
    expect(upload).not.toHaveProperty('Content-Security-Policy');
    expect(upload['X-Frame-Options']).toBe('DENY');
    // A page whose name merely starts like them is a page.
    expect(headersFor('/filesystem')).toHaveProperty('Content-Security-Policy');
    expect(headersFor('/_next/image')).toHaveProperty('Content-Security-Policy');
  });

  it('the editing area is never indexed and never stored by a cache; the public pages are', () => {
    for (const path of ['/admin', '/admin/blog-posts/3'])
      expect(headersFor(path), path).toMatchObject({
        'X-Robots-Tag': 'noindex, nofollow',
        'Cache-Control': 'private, no-store',
      });
    for (const path of ['/', '/administration', '/blogs'])
      expect(headersFor(path), path).not.toHaveProperty('X-Robots-Tag');
  });
});
