import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewPath } from '@/lib/admin/preview';
import { safeDestination } from '@/lib/auth/session';
import { sitePath } from './site-path';

const SITE = 'https://masco.example';

/** Where a browser on this site goes when a redirect's Location is `location`. */
const landsOn = (location: string) => new URL(location, `${SITE}/admin/sign-in`).origin;

/** The classic open-redirect payloads (OWASP's unvalidated-redirects cheat sheet and more). */
const PAYLOADS = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/./\\/evil.example',
  '/.//evil.example/phish',
  '/.///evil.example',
  '/./../..//evil.example',
  '/..//evil.example',
  '/%2F%2Fevil.example',
  '/%2F.%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/\t//evil.example',
  '/\n//evil.example',
  '\t//evil.example',
  '\n//evil.example',
  '/\r\n//evil.example',
  'https://evil.example',
  'https:evil.example',
  'https:/evil.example',
  '/https://evil.example',
  'javascript:alert(1)',
  '/admin/.././/evil.example',
  '/admin/..//evil.example',
];

describe('a path a client sent, as a path of this site', () => {
  it('keeps an ordinary path, its query and its fragment', () => {
    expect(sitePath('/blogs/details/knit?x=1#top')?.href).toBe(
      'http://site.invalid/blogs/details/knit?x=1#top',
    );
  });

  it.each(PAYLOADS)('refuses or tames %j so that it stays on the site', (payload) => {
    const url = sitePath(payload);
    if (url) expect(landsOn(`${url.pathname}${url.search}${url.hash}`)).toBe(SITE);
  });

  it('refuses the payloads that the parser would turn into another host', () => {
    for (const payload of ['/.//evil.example/phish', '/./\\/evil.example', '/..//evil.example'])
      expect(sitePath(payload), payload).toBeNull();
  });
});

describe('the redirects built from a client value', () => {
  it.each(PAYLOADS)('a preview of %j opens a page of this site', (payload) => {
    const out = previewPath(payload);
    expect(out.startsWith('/')).toBe(true);
    expect(landsOn(out)).toBe(SITE);
  });

  it('a preview of /.//evil.example opens the home page (the probe found a 307 to //evil.example)', () => {
    expect(previewPath('/.//evil.example/phish')).toBe('/');
  });

  it.each(PAYLOADS)('a sign-in with next=%j leads into the editing area', (payload) => {
    const out = safeDestination(payload);
    expect(landsOn(out)).toBe(SITE);
    expect(out).toMatch(/^\/admin(?:[/?#]|$)/);
  });

  it('every output of both helpers, for any input made of the risky pieces, is a path of this site', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2F',
      '%5C',
      '%2E',
      '\t',
      '\n',
      '\r',
      ' ',
      ':',
      'https:',
      '@',
      '?',
      '#',
      'evil.example',
      'admin',
      'preview',
      'api',
      'x',
    );
    const input = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        fc.oneof(
          input,
          input.map((rest) => `/${rest}`),
          fc.string(),
        ),
        (value) => {
          for (const out of [previewPath(value), safeDestination(value)]) {
            expect(out.startsWith('/')).toBe(true);
            expect(landsOn(out)).toBe(SITE);
            expect(out).not.toMatch(/[\u0000-\u001f\u007f\\]/);
          }
        },
      ),
      { seed: 43, numRuns: 20_000 },
    );
  });
});
