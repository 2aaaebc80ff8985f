import { describe, expect, it, vi } from 'vitest';
import { isSameOrigin } from './origin';

const headers = (values: Record<string, string>) => new Headers(values);

describe('the origin check', () => {
  it("accepts an Origin naming the Host header's host with the request's scheme", () => {
    expect(isSameOrigin(headers({ origin: 'http://a.example', host: 'a.example' }))).toBe(true);
    expect(isSameOrigin(headers({ origin: 'http://a.example:3000', host: 'a.example:3000' }))).toBe(
      true,
    );
    expect(isSameOrigin(headers({ origin: 'http://b.example', host: 'a.example' }))).toBe(false);
  });

  it('compares the scheme and the port, not only the host', () => {
    expect(isSameOrigin(headers({ origin: 'https://a.example', host: 'a.example' }))).toBe(false);
    expect(
      isSameOrigin(headers({ origin: 'https://a.example', host: 'a.example' }), {
        protocol: 'https:',
      }),
    ).toBe(true);
    expect(isSameOrigin(headers({ origin: 'http://a.example:8080', host: 'a.example' }))).toBe(
      false,
    );
  });

  it('takes the scheme and host a trusted proxy forwards, and only then', () => {
    const forwarded = {
      origin: 'https://www.masco.example',
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'www.masco.example',
      'x-forwarded-proto': 'https',
    };
    expect(isSameOrigin(headers(forwarded))).toBe(false);
    vi.stubEnv('TRUST_PROXY', '1');
    expect(isSameOrigin(headers(forwarded))).toBe(true);
    expect(isSameOrigin(headers({ ...forwarded, 'x-forwarded-proto': 'http' }))).toBe(false);
  });

  it("without an Origin, judges the Referer's origin; with neither, the caller decides", () => {
    const host = 'a.example';
    expect(isSameOrigin(headers({ host, referer: 'http://a.example/contact-us' }))).toBe(true);
    expect(
      isSameOrigin(headers({ host, referer: 'https://evil.example/a' }), { requireOrigin: true }),
    ).toBe(false);
    expect(isSameOrigin(headers({ host, referer: 'https://evil.example/a' }))).toBe(false);
    expect(isSameOrigin(headers({ host, referer: 'not a url' }))).toBe(false);
    expect(isSameOrigin(headers({ host }))).toBe(true);
    expect(isSameOrigin(headers({ host }), { requireOrigin: true })).toBe(false);
  });

  it('refuses an Origin that is no URL, and "null"', () => {
    expect(isSameOrigin(headers({ origin: 'not a url', host: 'a.example' }))).toBe(false);
    expect(isSameOrigin(headers({ origin: 'null', host: 'a.example' }))).toBe(false);
  });

  it("accepts SITE_URL's origin, and ignores a SITE_URL that is no URL", () => {
    vi.stubEnv('SITE_URL', 'https://www.masco.example');
    expect(
      isSameOrigin(headers({ origin: 'https://www.masco.example', host: '127.0.0.1:3000' })),
    ).toBe(true);
    expect(
      isSameOrigin(headers({ origin: 'http://www.masco.example', host: '127.0.0.1:3000' })),
    ).toBe(false);
    vi.stubEnv('SITE_URL', 'nonsense');
    expect(
      isSameOrigin(headers({ origin: 'https://www.masco.example', host: '127.0.0.1:3000' })),
    ).toBe(false);
  });
});
